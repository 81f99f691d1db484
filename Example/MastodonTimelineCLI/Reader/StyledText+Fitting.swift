extension StyledText {
    /// The line cut to at most `columns` display columns, each run cleaned to one line first; a line
    /// that was cut ends with `…`.
    func fitted(toColumns columns: Int) -> StyledText {
        var fitted = StyledText()
        var left = columns
        for run in runs {
            let text = TerminalText.clean(run.text, layout: .singleLine)
            let width = DisplayWidth.columns(of: text)
            if width <= left {
                fitted = fitted + StyledText(text, run.tint)
                left -= width
                continue
            }
            fitted = fitted + StyledText(DisplayWidth.truncated(text, toColumns: left), run.tint)
            break
        }
        return fitted
    }
}
