/// Flag arguments (`uint32_t flags`): bits outside the function's own are TE_ERROR_INVALID_ARGUMENT.
enum CFlags {
    static func check(_ flags: UInt32, allowed: UInt32) throws(CFailure) {
        guard flags & ~allowed == 0 else {
            throw CFailure(.invalidArgument, "flags 0x\(String(flags, radix: 16)) has bits other than 0x\(String(allowed, radix: 16))")
        }
    }
}
