import FuzzTargets

#if canImport(Glibc)
import Glibc
#endif

// libFuzzer entry point. The target comes from the TEXT_FUZZ_TARGET environment variable (see
// `make fuzz`); a divergence is reported on standard error and aborts, which libFuzzer records as
// a crash and saves the input. With TEXT_FUZZ_TRACE set, every step is described on standard
// error: run the binary on one saved input to follow it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let trace: ((String) -> Void)? = tracing ? { report($0) } : nil
    if let failure = selectedTarget.run(bytes, trace: trace) {
        report("text-fuzz \(selectedTarget.rawValue): \(failure)")
        abort()
    }
    return 0
}

private let selectedTarget: FuzzTarget = {
    let name = getenv("TEXT_FUZZ_TARGET").map { String(cString: $0) } ?? "rope"
    guard let target = FuzzTarget(rawValue: name) else {
        report("text-fuzz: unknown TEXT_FUZZ_TARGET \(name); targets: \(FuzzTarget.allCases.map(\.rawValue))")
        exit(2)
    }
    return target
}()

private let tracing = getenv("TEXT_FUZZ_TRACE") != nil

private func report(_ message: String) {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}
