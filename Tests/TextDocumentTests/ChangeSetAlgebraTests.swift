import Foundation
import TextDocument
import TextRope
import XCTest

/// Hand-checked compositions, inverses, transforms, descriptions and JSON, and the errors of
/// every entry point.
final class ChangeSetAlgebraTests: XCTestCase {
    // MARK: - Compose

    func testCompose_cutsTheFirstTextWhereTheSecondRemovesPartOfIt() throws {
        let insert = try ChangeSet(lengthBefore: 4, replacing: 2..<2, with: "abc")
        let removeB = try ChangeSet(lengthBefore: 7, replacing: 3..<4, with: "")
        XCTAssertEqual(try insert.composed(with: removeB), try ChangeSet(lengthBefore: 4, replacing: 2..<2, with: "ac"))
    }

    func testCompose_joinsReplacementsThatOverlapInTheMiddleText() throws {
        let first = try ChangeSet(lengthBefore: 4, replacing: 1..<3, with: "abc")  // wxyz -> wabcz
        let second = try ChangeSet(lengthBefore: 5, replacing: 2..<5, with: "Q")  // wabcz -> waQ
        let composed = try first.composed(with: second)
        XCTAssertEqual(composed, try ChangeSet(lengthBefore: 4, replacing: 1..<4, with: "aQ"))
        XCTAssertEqual(String(try composed.applied(to: "wxyz")), "waQ")
    }

    func testCompose_keepsReplacementsThatOnlyMeet() throws {
        let adjacent = try ChangeSet(lengthBefore: 4, replacements: [.init(range: 0..<1, with: "X"), .init(range: 1..<3, with: "Y")])
        XCTAssertEqual(try adjacent.composed(with: .identity(length: 3)), adjacent)
        XCTAssertEqual(try ChangeSet.identity(length: 4).composed(with: adjacent), adjacent)
        // An insertion where the first removed text stays its own replacement, ahead of the removal.
        let remove = try ChangeSet(lengthBefore: 6, replacing: 2..<4, with: "")
        let insert = try ChangeSet(lengthBefore: 4, replacing: 2..<2, with: "Q")
        XCTAssertEqual(
            try remove.composed(with: insert),
            try ChangeSet(lengthBefore: 6, replacements: [.init(range: 2..<2, with: "Q"), .init(range: 2..<4, with: "")]))
    }

    func testCompose_ofAnInsertionAndItsRemovalChangesNothing() throws {
        let insert = try ChangeSet(lengthBefore: 3, replacing: 1..<1, with: "ab")
        let remove = try ChangeSet(lengthBefore: 5, replacing: 1..<3, with: "")
        XCTAssertEqual(try insert.composed(with: remove), .identity(length: 3))
    }

    // MARK: - Invert

    func testInvert_putsBackLoneSurrogatesExactly() throws {
        let rope = TextRope(utf16CodeUnits: [0x68, 0xD83D, 0x6C, 0xDE00])
        let changes = try ChangeSet(lengthBefore: 4, replacements: [.init(range: 1..<3, with: "ab"), .init(range: 4..<4, with: "!")])
        let inverse = try changes.inverted(against: rope)
        XCTAssertEqual(inverse.description, #"ChangeSet(5 -> 4: {1,2} "\u{D83D}l", {4,1} "")"#)
        XCTAssertEqual(try units(inverse.applied(to: changes.applied(to: rope))), [0x68, 0xD83D, 0x6C, 0xDE00])
    }

    // MARK: - Transform

    func testTransform_overlappingRemovalsRemoveSharedTextOnce() throws {
        let a = try ChangeSet(lengthBefore: 6, replacing: 1..<4, with: "")
        let b = try ChangeSet(lengthBefore: 6, replacing: 2..<5, with: "")
        XCTAssertEqual(try a.transformed(against: b, insertingFirst: true), try ChangeSet(lengthBefore: 3, replacing: 1..<2, with: ""))
        XCTAssertEqual(try b.transformed(against: a, insertingFirst: false), try ChangeSet(lengthBefore: 3, replacing: 1..<2, with: ""))
        try assertConverge(a, b, on: "abcdef", to: "af")
    }

    func testTransform_keepsTextInsertedInsideARemovedRange() throws {
        let a = try ChangeSet(lengthBefore: 6, replacing: 1..<5, with: "")
        let b = try ChangeSet(lengthBefore: 6, replacing: 3..<3, with: "XY")
        XCTAssertEqual(
            try a.transformed(against: b, insertingFirst: true),
            try ChangeSet(lengthBefore: 8, replacements: [.init(range: 1..<3, with: ""), .init(range: 5..<7, with: "")]))
        XCTAssertEqual(try b.transformed(against: a, insertingFirst: false), try ChangeSet(lengthBefore: 2, replacing: 1..<1, with: "XY"))
        try assertConverge(a, b, on: "abcdef", to: "aXYf")
    }

    func testTransform_sameOffsetInsertionsFollowInsertingFirst() throws {
        let a = try ChangeSet(lengthBefore: 4, replacing: 2..<2, with: "a")
        let b = try ChangeSet(lengthBefore: 4, replacing: 2..<2, with: "b")
        XCTAssertEqual(try a.transformed(against: b, insertingFirst: true), try ChangeSet(lengthBefore: 5, replacing: 2..<2, with: "a"))
        XCTAssertEqual(try a.transformed(against: b, insertingFirst: false), try ChangeSet(lengthBefore: 5, replacing: 3..<3, with: "a"))
        try assertConverge(a, b, on: "xyz!", to: "xyabz!")
        try assertConverge(b, a, on: "xyz!", to: "xybaz!")
    }

    func testTransform_replacementsStartingTogetherFollowInsertingFirst() throws {
        let a = try ChangeSet(lengthBefore: 6, replacing: 1..<3, with: "X")
        let b = try ChangeSet(lengthBefore: 6, replacing: 1..<4, with: "Y")
        XCTAssertEqual(try a.transformed(against: b, insertingFirst: true), try ChangeSet(lengthBefore: 4, replacing: 1..<1, with: "X"))
        XCTAssertEqual(try b.transformed(against: a, insertingFirst: false), try ChangeSet(lengthBefore: 5, replacing: 2..<3, with: "Y"))
        try assertConverge(a, b, on: "abcdef", to: "aXYef")
        try assertConverge(b, a, on: "abcdef", to: "aYXef")
    }

    func testTransform_textStartingInsideTheOthersRangeGoesAfterItsText() throws {
        let a = try ChangeSet(lengthBefore: 6, replacing: 1..<4, with: "X")
        let b = try ChangeSet(lengthBefore: 6, replacing: 2..<5, with: "Y")
        for aFirst in [true, false] {
            XCTAssertEqual(try a.transformed(against: b, insertingFirst: aFirst), try ChangeSet(lengthBefore: 4, replacing: 1..<2, with: "X"))
            XCTAssertEqual(try b.transformed(against: a, insertingFirst: !aFirst), try ChangeSet(lengthBefore: 4, replacing: 2..<3, with: "Y"))
        }
        try assertConverge(a, b, on: "abcdef", to: "aXYf")
        try assertConverge(b, a, on: "abcdef", to: "aXYf")
    }

    // `a` first at a tie: b then a' equals a then b'.
    private func assertConverge(_ a: ChangeSet, _ b: ChangeSet, on text: TextRope, to expected: String, line: UInt = #line) throws {
        let aThenB = try b.transformed(against: a, insertingFirst: false).applied(to: a.applied(to: text))
        let bThenA = try a.transformed(against: b, insertingFirst: true).applied(to: b.applied(to: text))
        XCTAssertEqual(String(aThenB), expected, line: line)
        XCTAssertEqual(String(bThenA), expected, line: line)
    }

    // MARK: - Description

    func testDescription_isCompactAndEscapesControlsAndLoneSurrogates() throws {
        let changes = try ChangeSet(lengthBefore: 5, replacements: [.init(range: 0..<1, with: "X"), .init(range: 3..<5, with: "yz!")])
        XCTAssertEqual(changes.description, #"ChangeSet(5 -> 6: {0,1} "X", {3,2} "yz!")"#)
        XCTAssertEqual(ChangeSet.identity(length: 3).description, "ChangeSet(3 -> 3)")
        let text = ReplacementText(utf16CodeUnits: Array("q\"b\\n\nr\rt\t\u{7}\u{7F}\u{85}é\u{301}😀".utf16) + [0xD83D, 0x61, 0xDC00])
        let escaped = try ChangeSet(lengthBefore: 0, replacing: 0..<0, with: text)
        XCTAssertEqual(
            escaped.description,
            #"ChangeSet(0 -> 20: {0,0} "q\"b\\n\nr\rt\t\u{0007}\u{007F}\u{0085}é\#u{301}😀\u{D83D}a\u{DC00}")"#)
    }

    // MARK: - JSON

    func testJSON_writesTextOrUnits() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let changes = try ChangeSet(lengthBefore: 5, replacements: [.init(range: 0..<1, with: "X"), .init(range: 3..<5, with: "yz!")])
        XCTAssertEqual(
            String(decoding: try encoder.encode(changes), as: UTF8.self),
            #"{"lengthBefore":5,"replacements":[{"length":1,"location":0,"text":"X"},{"length":2,"location":3,"text":"yz!"}]}"#)
        let lone = try ChangeSet(lengthBefore: 2, replacing: 1..<1, with: ReplacementText(utf16CodeUnits: [0xD83D]))
        let data = try encoder.encode(lone)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"lengthBefore":2,"replacements":[{"length":0,"location":1,"utf16":[55357]}]}"#)
        XCTAssertEqual(try JSONDecoder().decode(ChangeSet.self, from: data), lone)
    }

    func testJSON_refusesInvalidChangeSetsWithTheRangeError() {
        let cases: [(json: String, message: String)] = [
            (#"{"lengthBefore":-1,"replacements":[]}"#, "range {0,-1} is out of bounds for length -1"),
            (
                #"{"lengthBefore":5,"replacements":[{"location":1,"length":2,"text":""},{"location":2,"length":2,"text":"a"}]}"#,
                "range {2,2} overlaps range {1,2}"
            ),
            (
                #"{"lengthBefore":5,"replacements":[{"location":3,"length":1,"text":""},{"location":0,"length":1,"text":""}]}"#,
                "range {0,1} starts before the range {3,1} listed ahead of it"
            ),
            (#"{"lengthBefore":5,"replacements":[{"location":4,"length":3,"text":""}]}"#, "range {4,3} is out of bounds for length 5"),
            (
                #"{"lengthBefore":5,"replacements":[{"location":9223372036854775807,"length":0,"text":"x"}]}"#,
                "range {NSNotFound,0} is out of bounds for length 5"
            ),
            (
                #"{"lengthBefore":5,"replacements":[{"location":1,"length":-9223372036854775808,"text":""}]}"#,
                "range {1,-9223372036854775808} is out of bounds for length 5"
            ),
            // The first broken rule is named, as the initializer names it.
            (
                #"{"lengthBefore":5,"replacements":[{"location":1,"length":3,"text":""},"#
                    + #"{"location":2,"length":0,"text":"a"},{"location":9,"length":1,"text":""}]}"#,
                "range {2,0} overlaps range {1,3}"
            ),
            (
                #"{"lengthBefore":9223372036854775807,"replacements":[{"location":0,"length":0,"text":"ab"}]}"#,
                "change set growing a text of length 9223372036854775807 by 2 overflows"
            ),
            (
                #"{"lengthBefore":5,"replacements":[{"location":1,"length":1,"text":"a","utf16":[97]}]}"#,
                #"a replacement has both "text" and "utf16""#
            ),
        ]
        for (json, message) in cases {
            XCTAssertThrowsError(try JSONDecoder().decode(ChangeSet.self, from: Data(json.utf8)), json) { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(json): \(error)") }
                XCTAssertEqual(context.debugDescription, message, json)
            }
        }
        for json in [
            #"{"lengthBefore":5,"replacements":[{"location":1,"length":1}]}"#,
            #"{"lengthBefore":5,"replacements":[{"location":1,"length":1,"utf16":[70000]}]}"#,
            #"{"lengthBefore":5}"#, #"{"lengthBefore":5,"replacements":{}}"#, "[]", "",
        ] {
            XCTAssertThrowsError(try JSONDecoder().decode(ChangeSet.self, from: Data(json.utf8)), json)
        }
    }

    // MARK: - Errors of the other entry points

    func testInit_namesNegativeLengthsNSNotFoundAndInsertionsInsideARange() {
        assertError(try ChangeSet(lengthBefore: -1, replacements: []), "range {0,-1} is out of bounds for length -1")
        assertError(try ChangeSet(lengthBefore: 5, replacing: Int.max..<Int.max, with: "x"), "range {NSNotFound,0} is out of bounds for length 5")
        assertError(
            try ChangeSet(lengthBefore: 5, replacements: [.init(range: 1..<4, with: ""), .init(range: 2..<2, with: "a")]),
            "range {2,0} overlaps range {1,3}")
        assertError(
            try ChangeSet(lengthBefore: 5, replacements: [.init(range: 3..<3, with: "a"), .init(range: 1..<1, with: "b")]),
            "range {1,0} starts before the range {3,0} listed ahead of it")
        assertError(
            try ChangeSet(lengthBefore: 5, replacements: [.init(range: 2..<4, with: "a"), .init(range: 2..<2, with: "b")]),
            "range {2,0} starts before the range {2,2} listed ahead of it")
    }

    func testInitAndTransform_nameAResultTooLongForAnInt() throws {
        assertError(
            try ChangeSet(lengthBefore: Int.max, replacing: 0..<0, with: "x"),
            "change set growing a text of length 9223372036854775807 by 1 overflows")
        let a = try ChangeSet(lengthBefore: Int.max - 1, replacing: 0..<0, with: "a")
        let b = try ChangeSet(lengthBefore: Int.max - 1, replacing: 5..<5, with: "b")
        assertError(
            try a.transformed(against: b, insertingFirst: true),
            "change set growing a text of length 9223372036854775807 by 1 overflows")
    }

    func testMap_namesOffsetsOutsideTheText() throws {
        let changes = try ChangeSet(lengthBefore: 6, replacing: 1..<4, with: "xy")
        assertError(try changes.map(7, bias: .before), "UTF-16 offset 7 is out of bounds for length 6")
        assertError(try changes.mapTracking(-1, bias: .after), "UTF-16 offset -1 is out of bounds for length 6")
        assertError(try changes.map(Int.max, bias: .after), "UTF-16 offset NSNotFound is out of bounds for length 6")
    }

    func testComposeInvertTransformApply_nameTheLengthsThatDoNotMatch() throws {
        let changes = try ChangeSet(lengthBefore: 5, replacing: 0..<1, with: "ab")
        assertError(
            try changes.composed(with: .identity(length: 5)), "change set for a text of length 5 used on a text of length 6")
        assertError(try changes.inverted(against: "abc"), "change set for a text of length 5 used on a text of length 3")
        assertError(
            try changes.transformed(against: .identity(length: 4), insertingFirst: true),
            "change set for a text of length 5 used on a text of length 4")
        assertError(try changes.applied(to: "abcdef"), "change set for a text of length 5 used on a text of length 6")
    }
}
