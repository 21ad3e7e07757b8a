/// The version of Wiring, in one place: `wiring --version` prints it and the review formats
/// (SARIF's `tool.driver.version`, JUnit's properties) write it.
package enum WiringVersion {
    /// The release this source tree is.
    package static let current = "0.1.0"
}
