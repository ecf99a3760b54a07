import TextDocument
import TextRope

extension DocumentFuzzer {
    /// An observer keeping its own copy of the text from the changes it hears alone. A re-entrant
    /// one inserts "!" at the start of the document once while told of a change, which the
    /// document must apply at once and announce after the change being announced.
    final class Mirror {
        private(set) var isObserving = false
        private var token: ObserverToken?
        private weak var document: TextDocument?
        private var units: [UInt16]?
        private var problems: [String] = []
        private(set) var reentrant = false
        var expectReentry = false
        private var reentry: DocumentReference.Replacement?
        private var depth = 0

        func toggle(on document: TextDocument, reentrant: Bool) {
            if let token {
                document.removeObserver(token)
                self.token = nil
                isObserving = false
                units = nil
                return
            }
            self.document = document
            self.reentrant = reentrant
            units = (try? document.text.utf16CodeUnits(in: 0..<document.utf16Count)) ?? []
            token = document.addObserver { [unowned self] change in self.hear(change) }
            isObserving = true
        }

        private func hear(_ change: DocumentChange) {
            guard var units else { return }
            let before = (try? change.textBefore.utf16CodeUnits(in: 0..<change.textBefore.utf16Count)) ?? []
            if before != units { problems.append("textBefore is not the text the previous change left") }
            for replacement in change.changes.replacements.reversed() {
                guard replacement.range.upperBound <= units.count else {
                    problems.append("a replacement past the end of the mirror")
                    return
                }
                units.replaceSubrange(replacement.range, with: replacement.text.utf16CodeUnits)
            }
            let after = (try? change.textAfter.utf16CodeUnits(in: 0..<change.textAfter.utf16Count)) ?? []
            if after != units { problems.append("textAfter is not the change applied to textBefore") }
            self.units = units
            guard expectReentry, depth == 0, let document else { return }
            expectReentry = false
            depth += 1
            defer { depth -= 1 }
            let bang: [UInt16] = [0x21]
            if (try? document.replace(utf16Range: 0..<0, with: "!", origin: .programmatic)) != nil {
                reentry = .init(range: 0..<0, units: bang)
            }
        }

        func takeReentry() -> DocumentReference.Replacement? {
            defer { reentry = nil }
            return reentry
        }

        func problem(against text: [UInt16]) -> String? {
            if let first = problems.first { return first }
            if let units, units != text { return "mirror \(units) differs from the text \(text)" }
            return nil
        }
    }
}
