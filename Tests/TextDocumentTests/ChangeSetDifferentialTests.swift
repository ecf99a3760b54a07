import Foundation
import SeededRandom
import TextDocument
import TextRope
import XCTest

/// Random texts and change sets, checked against `ChangeSetReference` on plain `[UInt16]`.
final class ChangeSetDifferentialTests: XCTestCase {
    private static let rounds = 3_000

    func testApplyAndMap_matchReference() throws {
        var inputs = RandomChangeSets(seed: 0xC5E7_0001, test: "apply and map")
        for round in 0..<Self.rounds {
            let text = inputs.text()
            let (changes, planned) = try inputs.changeSet(length: text.count)
            let kept = ChangeSetReference.dropNoOps(planned)
            XCTAssertEqual(ChangeSetReference.replacements(of: changes), kept, "round \(round)")
            let expected = ChangeSetReference.apply(planned, to: text)
            XCTAssertEqual(changes.lengthAfter, expected.count, "round \(round)")
            XCTAssertEqual(try units(changes.applied(to: TextRope(utf16CodeUnits: text))), expected, "round \(round) \(changes)")
            for offset in 0...text.count {
                for bias in AnchorBias.allCases {
                    let reference = ChangeSetReference.map(offset, bias: bias, through: planned, length: text.count)
                    XCTAssertEqual(try changes.mapTracking(offset, bias: bias), reference, "round \(round) \(changes) offset \(offset) \(bias)")
                    XCTAssertEqual(try changes.map(offset, bias: bias), reference.offset, "round \(round)")
                }
            }
        }
    }

    func testCompose_equalsApplyingBoth() throws {
        var inputs = RandomChangeSets(seed: 0xC5E7_0002, test: "compose")
        var untouchedChecked = 0
        var deletionsChecked = 0
        for round in 0..<Self.rounds {
            let text = inputs.text()
            let (first, firstPlan) = try inputs.changeSet(length: text.count)
            let middle = ChangeSetReference.apply(firstPlan, to: text)
            let (second, secondPlan) = try inputs.changeSet(length: middle.count)
            let composed = try first.composed(with: second)
            let context = "round \(round): \(first) then \(second) gave \(composed)"
            let expected = ChangeSetReference.apply(secondPlan, to: middle)
            XCTAssertEqual(composed.lengthBefore, text.count, context)
            XCTAssertEqual(composed.lengthAfter, expected.count, context)
            XCTAssertEqual(try units(composed.applied(to: TextRope(utf16CodeUnits: text))), expected, context)
            XCTAssertEqual(try revalidated(composed), composed, context)
            XCTAssertEqual(try first.composed(with: .identity(length: first.lengthAfter)), first, context)
            XCTAssertEqual(try ChangeSet.identity(length: text.count).composed(with: first), first, context)

            let firstKept = ChangeSetReference.replacements(of: first)
            let secondKept = ChangeSetReference.replacements(of: second)
            for offset in 0...text.count where !firstKept.contains(where: { $0.lower <= offset && offset <= $0.upper }) {
                let middleOffset = ChangeSetReference.map(offset, bias: .before, through: firstKept, length: text.count).offset
                guard !secondKept.contains(where: { $0.lower <= middleOffset && middleOffset <= $0.upper }) else { continue }
                untouchedChecked += 1
                for bias in AnchorBias.allCases {
                    let expected = ChangeSetReference.map(middleOffset, bias: bias, through: secondKept, length: middle.count)
                    XCTAssertEqual(try composed.mapTracking(offset, bias: bias), expected, "\(context) offset \(offset) \(bias)")
                }
            }

            // Deletion is kept: an offset the two changes delete with either bias is deleted by the
            // composition, and one it deletes is deleted by the two with one bias at least.
            for offset in 0...text.count {
                let deletedByBoth = AnchorBias.allCases.map { bias in
                    let middleOffset = ChangeSetReference.map(offset, bias: bias, through: firstKept, length: text.count)
                    let end = ChangeSetReference.map(middleOffset.offset, bias: bias, through: secondKept, length: middle.count)
                    return middleOffset.isDeleted || end.isDeleted
                }
                let deleted = try composed.mapTracking(offset, bias: .before).isDeleted
                if deletedByBoth.allSatisfy({ $0 }) { XCTAssertTrue(deleted, "\(context) offset \(offset)") }
                if deleted { XCTAssertTrue(deletedByBoth.contains(true), "\(context) offset \(offset)") }
                deletionsChecked += deleted ? 1 : 0
            }

            let (third, thirdPlan) = try inputs.changeSet(length: expected.count)
            let all = ChangeSetReference.apply(thirdPlan, to: expected)
            let leftFirst = try composed.composed(with: third)
            let rightFirst = try first.composed(with: second.composed(with: third))
            XCTAssertEqual(try units(leftFirst.applied(to: TextRope(utf16CodeUnits: text))), all, context)
            XCTAssertEqual(try units(rightFirst.applied(to: TextRope(utf16CodeUnits: text))), all, context)
        }
        XCTAssertGreaterThan(untouchedChecked, Self.rounds)
        XCTAssertGreaterThan(deletionsChecked, Self.rounds)
    }

    func testInvert_restoresTheOriginalUnits() throws {
        var inputs = RandomChangeSets(seed: 0xC5E7_0003, test: "invert")
        for round in 0..<Self.rounds {
            let text = inputs.text()
            let rope = TextRope(utf16CodeUnits: text)
            let (changes, _) = try inputs.changeSet(length: text.count)
            let inverse = try changes.inverted(against: rope)
            let after = try changes.applied(to: rope)
            XCTAssertEqual(inverse.lengthBefore, changes.lengthAfter, "round \(round)")
            XCTAssertEqual(inverse.lengthAfter, text.count, "round \(round)")
            XCTAssertEqual(try units(inverse.applied(to: after)), text, "round \(round) \(changes) inverse \(inverse)")
            XCTAssertEqual(try revalidated(inverse), inverse, "round \(round)")
            XCTAssertEqual(try inverse.inverted(against: after), changes, "round \(round)")
        }
    }

    func testTransform_convergesAndKeepsWhatTheOtherDid() throws {
        var inputs = RandomChangeSets(seed: 0xC5E7_0004, test: "transform")
        for round in 0..<Self.rounds {
            let text = inputs.text()
            let (a, planA) = try inputs.changeSet(length: text.count)
            let (b, planB) = try inputs.changeSet(length: text.count)
            let original = (0..<text.count).map(ReferenceOrigin.original)
            let (afterA, removedByA) = ChangeSetReference.apply(planA, toTagged: original, tag: ReferenceOrigin.first)
            let (afterB, removedByB) = ChangeSetReference.apply(planB, toTagged: original, tag: ReferenceOrigin.second)
            for aFirst in [true, false] {
                let aAfterB = try a.transformed(against: b, insertingFirst: aFirst)
                let bAfterA = try b.transformed(against: a, insertingFirst: !aFirst)
                let context = "round \(round) a \(a) b \(b) aFirst \(aFirst): a' \(aAfterB) b' \(bAfterA)"
                XCTAssertEqual(aAfterB.lengthBefore, b.lengthAfter, context)
                guard (try? revalidated(aAfterB)) == aAfterB, (try? revalidated(bAfterA)) == bAfterA else {
                    XCTFail("not valid change sets: \(context)")
                    continue
                }

                let (end1, removedByAAfterB) = ChangeSetReference.apply(
                    ChangeSetReference.replacements(of: aAfterB), toTagged: afterB, tag: ReferenceOrigin.first)
                let (end2, removedByBAfterA) = ChangeSetReference.apply(
                    ChangeSetReference.replacements(of: bAfterA), toTagged: afterA, tag: ReferenceOrigin.second)
                XCTAssertEqual(end1, end2, context)
                XCTAssertEqual(removedByAAfterB, removedByA.filter { !removedByB.contains($0) }, context)
                XCTAssertEqual(removedByBAfterA, removedByB.filter { !removedByA.contains($0) }, context)
                XCTAssertEqual(aAfterB.replacements.flatMap(\.text.utf16CodeUnits), planA.flatMap(\.text), context)
                XCTAssertEqual(bAfterA.replacements.flatMap(\.text.utf16CodeUnits), planB.flatMap(\.text), context)

                let rope = TextRope(utf16CodeUnits: text)
                XCTAssertEqual(
                    try units(aAfterB.applied(to: b.applied(to: rope))), try units(bAfterA.applied(to: a.applied(to: rope))), context)
                XCTAssertEqual(try a.transformed(against: .identity(length: text.count), insertingFirst: aFirst), a, context)
                XCTAssertEqual(
                    try ChangeSet.identity(length: text.count).transformed(against: b, insertingFirst: aFirst),
                    .identity(length: b.lengthAfter), context)
            }
        }
    }

    func testJSON_roundTripsAndRefusesCorruptedInput() throws {
        var inputs = RandomChangeSets(seed: 0xC5E7_0005, test: "JSON")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for round in 0..<Self.rounds {
            let text = inputs.text()
            let (changes, _) = try inputs.changeSet(length: text.count)
            let data = try encoder.encode(changes)
            XCTAssertEqual(try JSONDecoder().decode(ChangeSet.self, from: data), changes, "round \(round)")

            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            let entries = try XCTUnwrap(object["replacements"] as? [[String: Any]])
            for (entry, replacement) in zip(entries, changes.replacements) {
                let units = replacement.text.utf16CodeUnits
                XCTAssertEqual(entry["utf16"] != nil, hasLoneSurrogate(units), "round \(round) \(entry)")
                XCTAssertEqual(entry["text"] != nil, !hasLoneSurrogate(units), "round \(round) \(entry)")
            }
            try checkMutatedNumbers(object, entries, &inputs, round: round)
            checkCorruptedBytes(data, &inputs)
        }
    }

    // A JSON whose numbers or order changed (once or twice) decodes exactly when the reference
    // finds the ranges valid, and fails with the reference's error otherwise.
    private func checkMutatedNumbers(
        _ object: [String: Any], _ entries: [[String: Any]], _ inputs: inout RandomChangeSets, round: Int
    ) throws {
        var lengthBefore = try XCTUnwrap(object["lengthBefore"] as? Int)
        var entries = entries
        for _ in 0..<inputs.int(1...2) {
            switch inputs.int(0..<5) {
            case 0:
                lengthBefore = inputs.interestingNumber(near: lengthBefore)
            case 1, 2:
                guard !entries.isEmpty else { continue }
                let index = inputs.int(0..<entries.count)
                let key = inputs.int(0..<2) == 0 ? "location" : "length"
                entries[index][key] = inputs.interestingNumber(near: try XCTUnwrap(entries[index][key] as? Int))
            case 3:
                guard entries.count > 1 else { continue }
                entries.swapAt(0, inputs.int(1..<entries.count))
            default:
                guard !entries.isEmpty else { continue }
                let index = inputs.int(0..<entries.count)
                entries.insert(entries[index], at: index)
            }
        }
        let mutated = try JSONSerialization.data(withJSONObject: ["lengthBefore": lengthBefore, "replacements": entries])
        let texts = try entries.map { entry in
            try (entry["text"] as? String).map { Array($0.utf16) } ?? XCTUnwrap(entry["utf16"] as? [UInt16])
        }
        let ranges = try zip(entries, texts).map { entry, text in
            (location: try XCTUnwrap(entry["location"] as? Int), length: try XCTUnwrap(entry["length"] as? Int), inserted: text.count)
        }
        let context = "round \(round) \(String(decoding: mutated, as: UTF8.self))"
        if let expected = ChangeSetReference.validationError(lengthBefore: lengthBefore, ranges: ranges) {
            XCTAssertThrowsError(try JSONDecoder().decode(ChangeSet.self, from: mutated), context) { error in
                guard case DecodingError.dataCorrupted(let detail) = error else {
                    return XCTFail("\(context): \(error)")
                }
                XCTAssertEqual(detail.debugDescription, expected.description, context)
            }
        } else {
            let decoded = try JSONDecoder().decode(ChangeSet.self, from: mutated)
            let planned = zip(ranges, texts).map { range, text in
                ReferenceReplacement(lower: range.location, upper: range.location + range.length, text: text)
            }
            XCTAssertEqual(decoded.lengthBefore, lengthBefore, context)
            XCTAssertEqual(ChangeSetReference.replacements(of: decoded), ChangeSetReference.dropNoOps(planned), context)
        }
    }

    // Broken bytes either fail to decode or give a valid change set; they never crash.
    private func checkCorruptedBytes(_ data: Data, _ inputs: inout RandomChangeSets) {
        var bytes = [UInt8](data)
        if inputs.int(0..<2) == 0 {
            bytes.removeLast(inputs.int(1...bytes.count))
        } else {
            for _ in 0..<inputs.int(1...3) {
                bytes[inputs.int(0..<bytes.count)] = Array("0123456789-,:[]{}\"e".utf8)[inputs.int(0..<19)]
            }
        }
        guard let decoded = try? JSONDecoder().decode(ChangeSet.self, from: Data(bytes)) else { return }
        XCTAssertEqual(try revalidated(decoded), decoded)
    }
}
