public import Foundation

/// A folder that files are written into atomically: each file goes to a temporary file in the same
/// folder and is renamed into place, so a reader never sees half a file; when one file fails, the
/// temporary files are removed and the files already renamed keep their new content.
///
/// Writing is all or nothing as far as the file system allows: the folder is checked and every
/// temporary file written before the first rename, so the usual failures (a missing or unwritable
/// folder, a full disk) leave every earlier output untouched.
///
/// ```swift
/// try OutputFolder(URL(filePath: "diagrams")).write([("toaster.dot", dot), ("toaster.svg", svg)])
/// ```
public struct OutputFolder: Sendable {
    /// The folder.
    public let url: URL

    /// The folder at `url`; it is created (with its parents) when files are written.
    public init(_ url: URL) {
        self.url = url
    }

    /// Writes `files` (names relative to the folder) atomically.
    ///
    /// - Returns: The files written, in order.
    /// - Throws: ``GraphvizError`` `.outputFailed` naming the file or folder and the reason.
    @discardableResult
    public func write(_ files: [(name: String, data: Data)]) throws(GraphvizError) -> [URL] {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw GraphvizError(.output(path: url.path, reason: "it is a file, not a folder")) }
        } else {
            do {
                try manager.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw GraphvizError(.output(path: url.path, reason: Self.reason(error)))
            }
        }
        var temporaries: [(temporary: URL, final: URL)] = []
        defer { for pair in temporaries { try? manager.removeItem(at: pair.temporary) } }
        for file in files {
            let final = url.appendingPathComponent(file.name)
            let temporary = url.appendingPathComponent(".\(file.name).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
            do {
                try file.data.write(to: temporary, options: [.withoutOverwriting])
            } catch {
                throw GraphvizError(.output(path: final.path, reason: Self.reason(error)))
            }
            temporaries.append((temporary, final))
        }
        var written: [URL] = []
        for pair in temporaries {
            if rename(pair.temporary.path, pair.final.path) != 0 {
                let reason = String(cString: strerror(errno))
                throw GraphvizError(.output(path: pair.final.path, reason: reason))
            }
            written.append(pair.final)
        }
        temporaries.removeAll()
        return written
    }

    /// The underlying POSIX reason of a Foundation file error, in a few words.
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        switch nsError.code {
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
        case NSFileWriteOutOfSpaceError: return "no space left on device"
        case NSFileWriteVolumeReadOnlyError: return "read-only file system"
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file or directory"
        default: return nsError.localizedDescription
        }
    }
}
