import Foundation

/// One ``OutputFolder/write(_:)``: what it created and replaced so far, so that it can be undone
/// from a failure or a signal. Every step holds `lock`, so an abort runs between steps.
final class OutputTransaction: @unchecked Sendable {
    private static let registry = NSLock()
    nonisolated(unsafe) private static var active: [ObjectIdentifier: OutputTransaction] = [:]
    nonisolated(unsafe) private static var completed = false

    static var hasCompleted: Bool { registry.withLock { completed } }

    private let lock = NSLock()
    private let folder: URL
    private let renameFile: @Sendable (String, String) -> Int32
    private var createdFolders: [String] = []
    private var temporaries: [String] = []
    /// Each existing file and its backup (a hard link, or the file moved aside), to put back.
    private var restores: [(final: String, backup: String)] = []
    /// Files that did not exist before and are in place now, to remove.
    private var created: [String] = []
    private var backups: [String] = []
    /// Set (under `registry`) by an abort; the next step rolls back and fails.
    private var aborted = false
    /// Set when every file is in place: nothing is rolled back any more.
    private var finished = false

    init(folder: URL, renameFile: @escaping @Sendable (String, String) -> Int32) {
        self.folder = folder
        self.renameFile = renameFile
    }

    static func abortAll(in folder: URL?) {
        let transactions = registry.withLock {
            let chosen = active.values.filter { folder == nil || $0.folder == folder }
            for transaction in chosen { transaction.aborted = true }
            return chosen
        }
        for transaction in transactions {
            transaction.lock.withLock { _ = transaction.rollBack() }
        }
    }

    func run(_ files: [(name: String, data: Data)]) throws(GraphvizError) -> [URL] {
        Self.registry.lock()
        Self.active[ObjectIdentifier(self)] = self
        Self.registry.unlock()
        defer {
            Self.registry.lock()
            Self.active[ObjectIdentifier(self)] = nil
            Self.registry.unlock()
        }
        try step { () throws(GraphvizError) in try createFolder() }
        try step { removeStale(files.map(\.name)) }
        let finals = files.map { folderPath + "/" + $0.name }
        try step { () throws(GraphvizError) in
            for final in finals {
                var status = stat()
                if lstat(final, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { try fail(final, "it is a folder") }
            }
        }
        var pairs: [(temporary: String, final: String)] = []
        for (file, final) in zip(files, finals) {
            let temporary = hidden(file.name, "tmp")
            try step { () throws(GraphvizError) in
                temporaries.append(temporary)
                if let reason = Self.writeNew(temporary, file.data) { try fail(final, reason) }
            }
            pairs.append((temporary, final))
        }
        var existed: Set<String> = []
        for (file, final) in zip(files, finals) {
            try step { () throws(GraphvizError) in
                var status = stat()
                guard lstat(final, &status) == 0 else { return }
                existed.insert(final)
                let backup = hidden(file.name, "old")
                backups.append(backup)
                // A hard link keeps the old file in place until its replacement is; where the file
                // system has none, the old file is moved aside (and missing until replaced).
                guard link(final, backup) == 0 || renameFile(final, backup) == 0 else {
                    try fail(final, "cannot keep the old file to put back: \(Self.reason(errno))")
                }
                restores.append((final, backup))
            }
        }
        for pair in pairs {
            try step { () throws(GraphvizError) in
                guard renameFile(pair.temporary, pair.final) == 0 else { try fail(pair.final, Self.reason(errno)) }
                temporaries.removeAll { $0 == pair.temporary }
                if !existed.contains(pair.final) { created.append(pair.final) }
            }
        }
        try step {
            for backup in backups { unlink(backup) }
            backups = []
            restores = []
            created = []
            finished = true
            Self.registry.withLock { Self.completed = true }
        }
        return files.map { folder.appendingPathComponent($0.name) }
    }

    /// Removes the temporaries and backups of `names` that a process killed with SIGKILL (which no
    /// handler sees) left: hidden files named as ``hidden(_:_:)`` names them (or with a whole UUID,
    /// as earlier versions did), of a process gone.
    private func removeStale(_ names: [String]) {
        let wanted = Set(names)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where entry.hasPrefix(".") {
            let parts = entry.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 4, ["tmp", "old"].contains(parts[parts.count - 1]), [8, 36].contains(parts[parts.count - 2].count),
                  let pid = pid_t(parts[parts.count - 3]), pid > 0, pid != getpid(),
                  wanted.contains(parts.dropLast(3).joined(separator: ".")),
                  kill(pid, 0) == -1, errno == ESRCH else { continue }
            unlink(folder.appendingPathComponent(entry).path)
        }
    }

    /// Runs `body` holding the lock, unless an abort came first.
    private func step<T>(_ body: () throws(GraphvizError) -> T) throws(GraphvizError) -> T {
        lock.lock()
        defer { lock.unlock() }
        guard !Self.registry.withLock({ aborted }) else {
            _ = rollBack()
            throw GraphvizError(.output(path: folderPath, reason: "interrupted; nothing was changed"))
        }
        return try body()
    }

    private func hidden(_ name: String, _ suffix: String) -> String {
        folder.appendingPathComponent(".\(name).\(getpid()).\(UUID().uuidString.prefix(8)).\(suffix)").path
    }

    /// Undoes everything, then throws what failed and what is on disk.
    private func fail(_ path: String, _ reason: String) throws(GraphvizError) -> Never {
        let notRestored = rollBack()
        let state = notRestored.isEmpty
            ? "nothing was changed"
            : "these could not be put back and hold the new output: \(notRestored.joined(separator: ", ")); nothing else was changed"
        throw GraphvizError(.output(path: path, reason: "\(reason); \(state)"))
    }

    /// Puts back replaced files, removes new ones, temporaries, backups and created folders; returns
    /// the files that could not be put back.
    private func rollBack() -> [String] {
        guard !finished else { return [] }
        var notRestored: [String] = []
        // Putting back a link to the file still in place changes nothing (rename of one file onto
        // itself); the backup is removed below.
        for (final, backup) in restores.reversed() where rename(backup, final) != 0 {
            notRestored.append(final)
        }
        for final in created { unlink(final) }
        restores = []
        created = []
        for path in temporaries + backups { unlink(path) }
        temporaries = []
        backups = []
        if notRestored.isEmpty {
            for created in createdFolders.reversed() { rmdir(created) }
        }
        createdFolders = []
        return notRestored
    }

    /// The folder as given (relative paths stay relative in messages).
    private var folderPath: String {
        var path = folder.relativePath
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// Creates the folder and its missing parents one by one, remembering which it created.
    private func createFolder() throws(GraphvizError) {
        var missing: [String] = []
        var current = folderPath
        while !current.isEmpty {
            var status = stat()
            if stat(current, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw GraphvizError(.output(path: folderPath, reason: current == folderPath ? "it is a file, not a folder" : "\(current) is a file, not a folder"))
                }
                break
            }
            let error = errno
            var link = stat()
            guard error == ENOENT || error == ENOTDIR, lstat(current, &link) != 0 else {
                let reason = error == ENOENT ? "a symbolic link to nowhere" : Self.reason(error)
                throw GraphvizError(.output(path: folderPath, reason: current == folderPath ? reason : "\(current): \(reason)"))
            }
            missing.append(current)
            let parent = Self.parent(of: current)
            if parent == current { break }
            current = parent
        }
        for path in missing.reversed() {
            guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
                let reason = Self.reason(errno)
                _ = rollBack()
                throw GraphvizError(.output(path: folderPath, reason: "cannot create \(path): \(reason)"))
            }
            createdFolders.append(path)
        }
    }

    /// The folder holding `path`: `""` (the current folder) for a bare name. (Foundation's
    /// `deletingLastPathComponent` traps on some of these on Linux.)
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        var parent = String(path[..<slash])
        while parent.hasSuffix("/") { parent.removeLast() }
        return parent.isEmpty ? "/" : parent
    }

    /// Writes `data` to a new file at `path`; the reason when it failed (the file removed).
    private static func writeNew(_ path: String, _ data: Data) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return reason(errno) }
        var failure: Int32?
        data.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = Foundation.write(fd, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if count >= 0 { written += count } else if errno != EINTR { failure = errno; return }
            }
        }
        if close(fd) != 0, failure == nil { failure = errno }
        guard let failure else { return nil }
        unlink(path)
        return reason(failure)
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "no space left on device"
        case EFBIG: "the file is larger than allowed (file size limit)"
        case EACCES, EPERM: "permission denied"
        case EROFS: "read-only file system"
        case ELOOP: "too many symbolic links (a symbolic link loop)"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case EISDIR: "it is a folder"
        default: String(cString: strerror(code))
        }
    }
}
