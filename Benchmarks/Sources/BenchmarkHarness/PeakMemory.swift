#if canImport(Glibc)
import Glibc
#endif

/// This process's resident memory and its high-water mark, read from `/proc/self/status` (Linux).
public enum PeakMemory {
    /// Returns free heap memory to the system (`malloc_trim`), then resets the high-water mark to
    /// the current resident set (writes 5 to `/proc/self/clear_refs`, Linux 4.0 and later), so
    /// that the next peak shows what the next piece of work needs. Returns `false` where that is
    /// not possible.
    @discardableResult
    public static func resetHighWaterMark() -> Bool {
        trimHeap()
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        defer { fclose(file) }
        return fputs("5", file) >= 0
    }

    /// glibc's `malloc_trim(0)`, looked up at run time (its header is not in the Glibc module).
    private static func trimHeap() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") {
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }
        #endif
    }

    /// `VmHWM`, the peak resident set since the last reset, in KiB; 0 where unknown.
    public static var highWaterMarkKiB: Int { status("VmHWM:") }
    /// `VmRSS`, the current resident set, in KiB; 0 where unknown.
    public static var residentKiB: Int { status("VmRSS:") }

    private static func status(_ key: String) -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            if text.hasPrefix(key) {
                let fields = text.dropFirst(key.count).split { $0 == " " || $0 == "\t" }
                return fields.first.flatMap { Int($0) } ?? 0
            }
        }
        return 0
    }
}
