import CTextEngine
import Foundation
import TextControls
import XCTest

@testable import TextEngineC

/// What a C delegate's should_change_characters is given for edits the C API cannot make on its
/// own (a multi-range user replacement), driven through the Swift model behind the handle.
final class CallbackRangeTests: XCTestCase {
    // What the callback below heard, one line per question.
    nonisolated(unsafe) private static var questions: [String] = []
    // The text the callback refuses ("" refuses nothing).
    nonisolated(unsafe) private static var refused = ""

    private static let logQuestion: @convention(c) (
        OpaquePointer?, UnsafeMutableRawPointer?, Int64, Int64, UnsafePointer<CChar>?, Int64, UnsafePointer<UInt16>?, Int64
    ) -> Bool = { field, _, location, length, utf8, _, _, _ in
        var edit = te_edit_info()
        var ranges: [String] = []
        if CTextEngine.te_field_control(field).map({ CTextEngine.te_control_proposed_edit($0, &edit) }) == Int32(TE_OK) {
            for index in 0..<edit.range_count {
                var range = te_range()
                _ = CTextEngine.te_control_proposed_edit_range(CTextEngine.te_field_control(field), index, &range)
                ranges.append("{\(range.location),\(range.length)}")
            }
        }
        let text = utf8.map { String(cString: $0) } ?? "(NULL)"
        questions.append("{\(location),\(length)} \"\(text)\" of \(ranges.joined(separator: " "))")
        return refused.isEmpty || text != refused
    }

    private func questionedField(_ text: String) throws -> (OpaquePointer, TextField) {
        let handle = try XCTUnwrap(CTextEngine.te_field_new())
        var delegate = te_field_delegate()
        delegate.should_change_characters = Self.logQuestion
        XCTAssertEqual(CTextEngine.te_field_set_delegate(handle, &delegate), Int32(TE_OK))
        let box = Unmanaged<FieldBox>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
        box.field.text = text
        XCTAssertTrue(box.field.becomeFirstResponder())
        Self.questions = []
        Self.refused = ""
        return (handle, box.field)
    }

    func testMultiRangeEdit_asksOnceWithTheFirstRange() throws {
        let (handle, field) = try questionedField("one two three")
        defer { CTextEngine.te_field_free(handle) }
        XCTAssertTrue(try field.userReplace([NSRange(location: 8, length: 5), NSRange(location: 0, length: 3)], with: "1"))
        XCTAssertEqual(Self.questions, ["{0,3} \"1\" of {0,3} {8,5}"])
        XCTAssertEqual(field.text, "1 two ")
    }

    func testReplaceAll_asksOncePerRangeWithItsText_untilTheFirstNo() throws {
        let (handle, field) = try questionedField("a-b-c")
        defer { CTextEngine.te_field_free(handle) }
        let ranges = [NSRange(location: 0, length: 1), NSRange(location: 2, length: 1), NSRange(location: 4, length: 1)]
        XCTAssertTrue(try field.replaceAll(ranges, with: ["x", "yy", ""]))
        XCTAssertEqual(
            Self.questions,
            ["{0,1} \"x\" of {0,1} {2,1} {4,1}", "{2,1} \"yy\" of {0,1} {2,1} {4,1}", "{4,1} \"\" of {0,1} {2,1} {4,1}"])
        XCTAssertEqual(field.text, "x-yy-")
        Self.questions = []
        Self.refused = "2"
        XCTAssertFalse(try field.replaceAll([NSRange(location: 0, length: 1), NSRange(location: 2, length: 2)], with: ["1", "2"]))
        XCTAssertEqual(Self.questions, ["{0,1} \"1\" of {0,1} {2,2}", "{2,2} \"2\" of {0,1} {2,2}"])
        XCTAssertEqual(field.text, "x-yy-")
    }

    func testOneRangeEdit_asksOnce() throws {
        let (handle, field) = try questionedField("ab")
        defer { CTextEngine.te_field_free(handle) }
        field.insertText("c")
        XCTAssertEqual(Self.questions, ["{2,0} \"c\" of {2,0}"])
    }
}
