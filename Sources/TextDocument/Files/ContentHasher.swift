import CTextDocumentSupport

/// XXH64 of bytes fed in blocks of any size.
struct ContentHasher {
    private var state: textdoc_hash64

    init() {
        state = textdoc_hash64()
        textdoc_hash64_init(&state)
    }

    mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        textdoc_hash64_update(&state, base, UInt64(bytes.count))
    }

    var digest: UInt64 {
        var copy = state
        return textdoc_hash64_digest(&copy)
    }
}
