/// Why a diagram could not be checked or recorded: no package root above the test file, a committed
/// spec that does not read, a file that cannot be written, a hierarchy that does not derive.
public struct DiagramTestingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in one line.
    public let message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
