import Foundation

/// How a package lays out its Swift, as `--fix` must lay out what it writes into the manifest: the
/// settings of its `.swift-format` that decide where lines break, or swift-format's defaults and
/// the manifest's own indentation where it has none.
///
/// Invariant: a setting the configuration does not give (or gives as something it cannot be) is
/// swift-format's default, so the manifest `--fix` writes passes `swift format lint` under the
/// same configuration wherever what it edited passed before.
struct ManifestStyle: Equatable, Sendable {
    /// The widest a line may be (`lineLength`).
    var lineLength = 120
    /// One step of indentation (`indentation`: `{"spaces": 2}` or `{"tabs": 1}`), or `nil` for the
    /// manifest's own (``ManifestEdit/indentationStep(in:)``).
    var indentation: String?
    /// How many columns a tab counts for in ``lineLength`` (`tabWidth`).
    var tabWidth = 8
    /// Whether a call too long for one line has each argument on a line of its own
    /// (`lineBreakBeforeEachArgument`), rather than as many as fit on each.
    var eachArgumentOnItsLine = false
    /// Whether a list of several lines ends with a comma (`multiElementCollectionTrailingCommas`);
    /// `nil` where there is no configuration, and the list's own use decides.
    var trailingCommas: Bool?

    /// The style of the package at `root`: from the `.swift-format` file swift-format would use for
    /// its manifest (the first in `root` or a folder above it), or the defaults when there is none.
    /// A file that is not JSON is no configuration, as for a missing one.
    static func of(packageAt root: URL) -> ManifestStyle {
        var folder = root.standardizedFileURL
        while true {
            let file = folder.appendingPathComponent(".swift-format")
            if let data = FileManager.default.contents(atPath: file.path) {
                return JSONTree.parse(String(decoding: data, as: UTF8.self)).map(read) ?? ManifestStyle()
            }
            let above = folder.deletingLastPathComponent()
            guard above.path != folder.path else { return ManifestStyle() }
            folder = above
        }
    }

    /// The style a parsed `.swift-format` configuration gives: what it leaves out is swift-format's
    /// default (100 columns, 2 spaces).
    static func read(_ configuration: JSONTree) -> ManifestStyle {
        var style = ManifestStyle(lineLength: 100, trailingCommas: true)
        if let length = configuration["lineLength"]?.integer, length > 0 { style.lineLength = length }
        if let width = configuration["tabWidth"]?.integer, width > 0 { style.tabWidth = width }
        if let spaces = configuration["indentation"]?["spaces"]?.integer, spaces >= 0 {
            style.indentation = String(repeating: " ", count: spaces)
        } else if let tabs = configuration["indentation"]?["tabs"]?.integer, tabs >= 0 {
            style.indentation = String(repeating: "\t", count: tabs)
        } else {
            style.indentation = "  "
        }
        if let each = configuration["lineBreakBeforeEachArgument"]?.boolean { style.eachArgumentOnItsLine = each }
        if let commas = configuration["multiElementCollectionTrailingCommas"]?.boolean { style.trailingCommas = commas }
        return style
    }

    /// The width of `line` as swift-format counts it: a character a column, a tab ``tabWidth``.
    func width<Line: Collection>(of line: Line) -> Int where Line.Element == UInt8 {
        let tabs = line.filter { $0 == UInt8(ascii: "\t") }.count
        return String(decoding: line, as: UTF8.self).count + tabs * (tabWidth - 1)
    }
}
