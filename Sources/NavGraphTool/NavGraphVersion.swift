/// The version `navgraph --version` prints: the package's, defined here only.
package enum NavGraphVersion {
    /// The package version.
    package static let current = "0.2.0"
}
