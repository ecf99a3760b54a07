import CICU
import Foundation
import ICUTestSupport
import TextControls
import TextTestSupport

/// The state the `field` target's driver, its delegates and its observers share during one run:
/// the fuzzer's bytes (delegates read their answers from them when asked), the record of
/// everything the controls did, and the problems found inside callbacks.
///
/// Unchecked `Sendable`: notification observer closures must be `@Sendable`, but a run and all
/// its callbacks happen on one thread, like the controls themselves.
final class FieldSession: @unchecked Sendable {
    var input: FuzzInput
    private(set) var records: [Record] = []
    /// Problems seen inside callbacks, reported by the driver after the step.
    private(set) var problems: [String] = []
    /// While set (the undo/redo round trip), delegates accept everything and do nothing else.
    var acceptsEverything = false
    /// How deep delegates are inside their own re-entrant actions; inside one they accept
    /// everything, so re-entrancy stays one level deep.
    var reentrancyDepth = 0
    var controls: [ControlHarness] = []
    /// What the reference model is to predict of the step being performed.
    var predicted: ReferenceAction = .unpredicted
    let characters = FlatICU.Iterator(CICU_BREAK_CHARACTER)

    init(_ input: FuzzInput) { self.input = input }

    func record(_ control: Int, _ entry: Entry) {
        let model = controls[control].model
        records.append(Record(control: control, entry: entry, selection: model.selectedRange, isEditing: model.isEditing))
    }

    func problem(_ text: String) { problems.append(text) }

    /// Empties the records and problems (between steps).
    func takeStep() -> (records: [Record], problems: [String]) {
        defer {
            records.removeAll(keepingCapacity: true)
            problems.removeAll()
        }
        return (records, problems)
    }

    /// Whether delegates answer from the input, rather than accepting everything.
    var isScripted: Bool { !acceptsEverything && reentrancyDepth == 0 }

    /// A short string of hard text (a few `HardText` pieces, sometimes a newline).
    func string(maxPieces: Int = 3) -> String {
        var text = ""
        for _ in 0..<input.int(in: 0...maxPieces) {
            let pick = Int(input.byte())
            text += pick < 16 ? "\n" : HardText.strings[pick % HardText.strings.count]
        }
        return text
    }

    /// An `NSRange` for a text of `length` units: usually valid, sometimes negative, past the end,
    /// `NSNotFound` or overflowing.
    func range(in length: Int) -> NSRange {
        let location = input.offset(in: length)
        guard location >= 0, location <= length else { return NSRange(location: location, length: input.offset(in: length)) }
        switch input.byte() % 16 {
        case 0: return NSRange(location: location, length: length - location + 1)
        case 1: return NSRange(location: location, length: -1)
        case 2: return NSRange(location: location, length: Int.max)
        default: return NSRange(location: location, length: input.int(in: 0...Swift.min(length - location, 16)))
        }
    }

    /// The grapheme clusters of `units`, from ICU on the flat text.
    func clusters(_ units: [UInt16]) -> FlatICU { FlatICU(characters, units) }
}

/// `range` validated as `TextRope.utf16Range(location:length:)` does, in a text of `length`.
func isValid(_ range: NSRange, in length: Int) -> Bool {
    range.location >= 0 && range.length >= 0 && range.length <= length && range.location <= length - range.length
}
