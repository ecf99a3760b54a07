import CTextEngine
import Foundation
import TextDocument
import TextRope

/// Replaces every match in a range of the document, as one change made by `origin`.
@_cdecl("te_document_replace_all")
public func te_document_replace_all(
    _ document: OpaquePointer?, _ search: OpaquePointer?, _ location: Int64, _ length: Int64, _ template: UnsafePointer<CChar>?,
    _ byteCount: Int64, _ origin: Int32, _ outCount: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.guarded(document, as: DocumentBox.self) { (box) throws(CFailure) in
        let search = try CEntry.argument(search, as: SearchBox.self)
        let template = try search.template(template, byteCount)
        let source = try EditSourceCode.codes.value(origin)
        let text = box.document.text
        let range = try CFailure.ranged { () throws(TextRangeError) in try text.utf16Range(location: Int(location), length: Int(length)) }
        let changes = try search.replacements(in: text, with: template, range: range)
        try CFailure.ranged { () throws(TextRangeError) in try box.document.apply(changes, origin: source) }
        report(Int64(changes.count), outCount)
    }
}

/// Replaces every match in the control's text as the user's edit: one undo step.
@_cdecl("te_control_replace_all")
public func te_control_replace_all(
    _ control: OpaquePointer?, _ search: OpaquePointer?, _ template: UnsafePointer<CChar>?, _ byteCount: Int64,
    _ outCount: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.control(control) { (model) throws(CFailure) in
        let search = try CEntry.argument(search, as: SearchBox.self)
        let template = try search.template(template, byteCount)
        let replacements = try search.replacements(in: model.textRope, with: template, range: nil).replacements
        let ranges = replacements.map { NSRange(location: $0.range.lowerBound, length: $0.range.count) }
        let applied = try CFailure.ranged { () throws(TextRangeError) in
            try model.replaceAll(ranges, with: replacements.map(\.text.string))
        }
        report(applied ? Int64(ranges.count) : 0, outCount)
    }
}

extension SearchBox {
    /// A template argument: well-formed UTF-8 whose `$` references name groups of the pattern.
    func template(_ template: UnsafePointer<CChar>?, _ byteCount: Int64) throws(CFailure) -> String {
        let template = try CText.string(utf8: template, byteCount, "template")
        // Expanding over an empty text checks the template's syntax before any other argument.
        _ = try replacements(in: TextRope(), with: template, range: nil)
        return template
    }

    /// The change replacing every match in `range` by the expanded template.
    func replacements(in text: TextRope, with template: String, range: Range<Int>?) throws(CFailure) -> ChangeSet {
        try CSearchFailure.searching { () throws(SearchError) in
            try searcher.replacementChanges(in: text, with: template, range: range, timeLimit: timeLimit)
        }
    }
}
