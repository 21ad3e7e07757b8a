/// Which Graphviz plugin writes each format, for error messages that say what to install.
enum GraphvizPlugins {
    /// The package that carries Graphviz's plugins on Debian and Ubuntu (Homebrew: `graphviz`).
    static let package = "the Graphviz plugins (Debian/Ubuntu: apt-get install libgvc6 libgraphviz-dev; macOS: brew install graphviz)"

    /// Whether a format is drawn by cairo with the installed fonts, so its labels must be measured
    /// with those fonts (pango) rather than with `CTextMetrics`' built-in widths.
    ///
    /// - Parameter format: A Graphviz output format.
    /// - Returns: `true` for PNG and PDF.
    static func drawsWithInstalledFonts(_ format: String) -> Bool {
        format == "png" || format == "pdf"
    }

    /// The plugin that writes a format.
    ///
    /// - Parameter format: A Graphviz output format.
    /// - Returns: A human-readable plugin name.
    static func plugin(for format: String) -> String {
        switch format {
        case "png": "cairo renderer libgvplugin_pango, or gd renderer libgvplugin_gd"
        case "pdf": "cairo renderer libgvplugin_pango"
        case "svg", "canon", "dot": "core renderer libgvplugin_core"
        default: "a renderer plugin for '\(format)'"
        }
    }
}
