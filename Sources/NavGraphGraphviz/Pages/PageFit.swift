package import Foundation

/// The page a picture is shown on: at most ``width`` px wide (an SVG is shrunk to fit, never
/// enlarged), where its smallest text must be at least ``minimumText`` px high.
///
/// ```swift
/// let page = PageFit()                          // an 880 px README column, text of 9 px or more
/// page.textSize(ofSVG: svg)                     // 4.5 for a 1,940 pt wide picture with 10 pt labels
/// ```
package struct PageFit: Hashable, Sendable {
    /// The column's width in px.
    package var width: Double
    /// The smallest text height, in px, that counts as legible.
    package var minimumText: Double

    /// A page; by default a README column of 880 px, with text of 9 px or more.
    package init(width: Double = 880, minimumText: Double = 9) {
        self.width = width
        self.minimumText = minimumText
    }

    /// The smallest text of a Graphviz SVG in px when shown on this page, rounded to a tenth; `nil`
    /// when it holds no sized text or no `viewBox`.
    package func textSize(ofSVG svg: Data) -> Double? {
        let text = String(decoding: svg, as: UTF8.self)
        guard let viewBox = text.firstMatch(of: /viewBox="[-0-9.]+ [-0-9.]+ ([0-9.]+) [0-9.]+"/).flatMap({ Double($0.1) }), viewBox > 0,
              let smallest = text.matches(of: /font-size="([0-9.]+)"/).compactMap({ Double($0.1) }).min() else { return nil }
        return (smallest * min(1, width / viewBox) * 10).rounded() / 10
    }

    /// Whether the smallest text of `svg` is legible on this page (a picture without text is).
    package func fits(svg: Data) -> Bool {
        textSize(ofSVG: svg).map { $0 >= minimumText } ?? true
    }
}
