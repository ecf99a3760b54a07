import Foundation
import TranscriptVocabulary

// The fuzzers' messages write text and ranges as the REPL does, so a failing text can be pasted
// into a REPL script.
func escaped(_ units: some Sequence<UInt16>) -> String { Quoting.quoted(utf16: units) }

func format(_ range: NSRange) -> String { Quoting.range(range) }
