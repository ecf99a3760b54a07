import TextDocument
import TextRope

/// The `document` target: random change sets (valid and not), anchors, decorations and observers
/// (some of which change the document again while told of a change) on a `TextDocument`, against
/// ``DocumentReference``. After each step the text, every anchor and the decorations a random
/// query returns agree with the reference; refused change sets change nothing; each observer has
/// heard every change in order, each against the text the one before left.
enum DocumentFuzzer {
    static func run(_ input: inout FuzzInput, trace: ((String) -> Void)?) throws(FuzzFailure) {
        let document = TextDocument()
        let decorations = document.makeDecorationSet(of: Int.self)
        var reference = DocumentReference()
        let mirror = Mirror()
        var step = 0
        while input.nextStep(&step, limit: 300) {
            let length = reference.units.count
            switch input.byte() % 12 {
            case 0...4:
                let replacements = randomReplacements(&input, length)
                trace?("step \(step): apply \(describe(replacements))")
                try apply(replacements, to: document, &reference, mirror, step)
            case 5, 6:
                let offset = input.offset(in: length)
                let bias: AnchorBias = input.byte() % 2 == 0 ? .before : .after
                let tracks = input.byte() % 3 == 0
                trace?("step \(step): anchor at \(offset) \(bias)\(tracks ? " track" : "")")
                let valid = offset >= 0 && offset <= length
                switch Result(catching: { () throws(TextRangeError) in try document.makeAnchor(at: offset, bias: bias, tracksDeletion: tracks) }) {
                case .success(let anchor):
                    guard valid else { throw FuzzFailure("step \(step): anchor at \(offset) accepted") }
                    reference.anchors.append(.init(offset: offset, bias: bias, tracks: tracks, handle: anchor))
                case .failure(let error):
                    guard !valid else { throw FuzzFailure("step \(step): anchor at \(offset) refused: \(error)") }
                }
            case 7:
                guard !reference.anchors.isEmpty else { continue }
                let removed = reference.anchors.remove(at: input.int(in: 0...(reference.anchors.count - 1)))
                trace?("step \(step): remove anchor")
                guard document.removeAnchor(removed.handle), document.offset(of: removed.handle) == nil else {
                    throw FuzzFailure("step \(step): a removed anchor still answers")
                }
            case 8:
                let range = randomRange(&input, length)
                let startBias: AnchorBias = input.byte() % 2 == 0 ? .before : .after
                let endBias: AnchorBias = input.byte() % 2 == 0 ? .before : .after
                let value = step
                trace?("step \(step): decorate \(range) \(startBias) \(endBias)")
                let valid = range.lowerBound >= 0 && range.upperBound <= length
                switch Result(catching: { () throws(TextRangeError) in
                    try decorations.insert(range, value: value, startBias: startBias, endBias: endBias)
                }) {
                case .success:
                    guard valid else { throw FuzzFailure("step \(step): decoration \(range) accepted") }
                    reference.marks.append(.init(range: range, startBias: startBias, endBias: endBias, value: value))
                case .failure:
                    guard !valid else { throw FuzzFailure("step \(step): decoration \(range) refused") }
                }
            case 9:
                let parity = Int(input.byte() % 2)
                trace?("step \(step): remove decorations of parity \(parity)")
                decorations.removeAll { $0.value % 2 == parity }
                reference.marks.removeAll { $0.value % 2 == parity }
            case 10:
                mirror.toggle(on: document, reentrant: input.byte() % 2 == 0)
                trace?("step \(step): observer \(mirror.isObserving ? "on" : "off")")
            default:
                let range = randomRange(&input, length)
                try checkQuery(decorations, reference, range, step)
            }
            try check(document, decorations, reference, mirror, step)
        }
    }

    // Replacements that are usually valid: sorted, disjoint, inside the text; sometimes out of
    // order, overlapping or out of bounds.
    private static func randomReplacements(_ input: inout FuzzInput, _ length: Int) -> [DocumentReference.Replacement] {
        var replacements: [DocumentReference.Replacement] = []
        var cursor = 0
        for _ in 0..<input.int(in: 1...4) {
            let corrupt = input.byte() % 16 == 0
            let start = corrupt ? input.offset(in: length) : Swift.min(length, cursor + input.int(in: 0...6))
            let end = corrupt || start < 0 || start > length ? input.offset(in: length) : Swift.min(length, start + input.int(in: 0...5))
            replacements.append(.init(range: Swift.min(start, end)..<Swift.max(start, end), units: input.units(limit: 40)))
            cursor = Swift.min(length, Swift.max(cursor, end))
        }
        if input.byte() % 32 == 0 { replacements = [.init(range: 0..<length, units: input.units(limit: 40))] }
        return replacements
    }

    private static func randomRange(_ input: inout FuzzInput, _ length: Int) -> Range<Int> {
        let a = input.byte() % 16 == 0 ? input.offset(in: length) : input.int(in: 0...Swift.max(length, 0))
        let b = input.byte() % 16 == 0 || a > length ? input.offset(in: length) : Swift.min(length, Swift.max(a, 0) + input.int(in: 0...12))
        return Swift.min(a, b)..<Swift.max(a, b)
    }

    private static func isValid(_ replacements: [DocumentReference.Replacement], _ length: Int) -> Bool {
        var previousEnd = 0
        for replacement in replacements {
            guard replacement.range.lowerBound >= previousEnd, replacement.range.upperBound <= length else { return false }
            previousEnd = replacement.range.upperBound
        }
        return true
    }

    private static func apply(
        _ replacements: [DocumentReference.Replacement], to document: TextDocument, _ reference: inout DocumentReference,
        _ mirror: Mirror, _ step: Int
    ) throws(FuzzFailure) {
        let length = reference.units.count
        let valid = isValid(replacements, length)
        let before = document.text
        mirror.expectReentry = mirror.reentrant
        let applied = Result { () throws(TextRangeError) in
            let changes = try ChangeSet(
                lengthBefore: length,
                replacements: replacements.map { .init(range: $0.range, text: ReplacementText(utf16CodeUnits: $0.units)) })
            try document.apply(changes, origin: .remote)
        }
        mirror.expectReentry = false
        switch applied {
        case .success:
            guard valid else { throw FuzzFailure("step \(step): invalid replacements \(describe(replacements)) accepted") }
        case .failure(let error):
            guard !valid else { throw FuzzFailure("step \(step): valid replacements refused: \(error)") }
            guard document.text == before else { throw FuzzFailure("step \(step): a refused change set changed the text") }
            return
        }
        reference.apply(replacements)
        if let reentry = mirror.takeReentry() { reference.apply([reentry]) }
    }

    private static func check(
        _ document: TextDocument, _ decorations: DecorationSet<Int>, _ reference: DocumentReference, _ mirror: Mirror, _ step: Int
    ) throws(FuzzFailure) {
        document.text.checkInvariants()
        decorations.checkInvariants()
        let units = (try? document.text.utf16CodeUnits(in: 0..<document.utf16Count)) ?? []
        guard units == reference.units else { throw FuzzFailure("step \(step): text \(units), expected \(reference.units)") }
        for anchor in reference.anchors {
            guard document.offset(of: anchor.handle) == anchor.offset, document.isDeleted(anchor.handle) == anchor.deleted else {
                throw FuzzFailure(
                    "step \(step): anchor at \(document.offset(of: anchor.handle) ?? -1) deleted \(document.isDeleted(anchor.handle)), expected \(anchor.offset) \(anchor.deleted)")
            }
        }
        guard document.anchorCount == reference.anchors.count else { throw FuzzFailure("step \(step): anchor count") }
        guard decorations.count == reference.marks.count else {
            throw FuzzFailure("step \(step): \(decorations.count) decorations, expected \(reference.marks.count)")
        }
        try checkQuery(decorations, reference, 0..<units.count, step)
        if let problem = mirror.problem(against: units) { throw FuzzFailure("step \(step): observer: \(problem)") }
    }

    private static func checkQuery(_ decorations: DecorationSet<Int>, _ reference: DocumentReference, _ range: Range<Int>, _ step: Int) throws(FuzzFailure) {
        let valid = range.lowerBound >= 0 && range.upperBound <= reference.units.count
        guard let found = try? decorations.decorations(intersecting: range) else {
            guard !valid else { throw FuzzFailure("step \(step): query \(range) refused") }
            return
        }
        guard valid else { throw FuzzFailure("step \(step): query \(range) accepted") }
        // Decorations are sorted by start; the order of those starting together is not specified.
        let got = found.map { "\($0.range)=\($0.value)" }.sorted()
        let expected = reference.marks(intersecting: range).map { "\($0.range)=\($0.value)" }.sorted()
        guard zip(found, found.dropFirst()).allSatisfy({ $0.range.lowerBound <= $1.range.lowerBound }) else {
            throw FuzzFailure("step \(step): query \(range) not sorted by start: \(found.map(\.range))")
        }
        guard got == expected else { throw FuzzFailure("step \(step): query \(range) gave \(got), expected \(expected)") }
    }

    private static func describe(_ replacements: [DocumentReference.Replacement]) -> String {
        replacements.map { "\($0.range)+\($0.units.count)" }.joined(separator: " ")
    }
}
