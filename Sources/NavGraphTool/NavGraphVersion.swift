/// The version `navgraph --version` prints: the package's, defined here only.
public enum NavGraphVersion {
    /// The package version.
    public static let current = "0.2.0"
}
