extension String {
    /// `self` as the value of a Graphviz text attribute (`label`, `xlabel`, `tooltip`), so that the
    /// picture shows exactly `self`:
    ///
    /// - every backslash is doubled: these are escStrings, where `\N` is the node name, `\l` a line
    ///   break and `\x` becomes `x`, and where a trailing backslash would escape the closing quote
    ///   `agwrite` adds;
    /// - every `&` is written `&amp;`: Graphviz decodes HTML entities even in plain labels;
    /// - a line break (`\n`, `\r\n` or `\r`) is written as the escape `\n`, never raw: Graphviz 2.42's
    ///   DOT reader drops a raw newline that follows `\"` and precedes a backslash, so the DOT
    ///   `agwrite` makes would not read back as the same text;
    /// - a tab becomes a space, and other control characters U+FFFD, as do U+FFFE and U+FFFF (SVG
    ///   is XML, which cannot hold them).
    ///
    /// Quotes, `<`, `>` and any other UTF-8 are passed raw: cgraph quotes them itself and plain
    /// strings are never HTML.
    var labelText: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        var previousWasReturn = false
        for scalar in unicodeScalars {
            defer { previousWasReturn = scalar == "\r" }
            switch scalar {
            case "\\": result += "\\\\"
            case "&": result += "&amp;"
            case "\r": result += "\\n"
            case "\n": if !previousWasReturn { result += "\\n" }
            case "\t": result += " "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
