/// The explorer page's fixed markup around the picture: the toolbar, the side panel and, with a
/// run, the step bar above the details (sticky, so it stays in sight while they scroll) and
/// coverage below.
/// The script fills them in; every control is a real button or input, so the keyboard reaches it
/// without help.
enum ExplorerMarkup {
    /// The body up to the picture's container; `title` is already HTML-escaped.
    static func body(title: String, hasRun: Bool) -> String {
        let run = hasRun ? """
            <section id="ng-run" aria-label="Run">
            <h2>Run</h2>
            <div id="ng-stepbar">
            <div id="ng-steps" role="toolbar" aria-label="Step through the run (← → keys, Home, End)">
            <button type="button" id="ng-first">|◀ First</button>
            <button type="button" id="ng-back">◀ Back</button>
            <button type="button" id="ng-play" aria-pressed="false">▶ Play</button>
            <button type="button" id="ng-next">Next ▶</button>
            <button type="button" id="ng-last">Last ▶|</button>
            </div>
            <p id="ng-step" role="status" aria-live="polite"></p>
            </div>
            <h3>Visible stack</h3>
            <ol id="ng-stack"></ol>
            </section>
            """ : ""
        let coverage = hasRun ? """
            <section id="ng-coverage-section" aria-label="Coverage">
            <h2>Coverage</h2>
            <p id="ng-coverage"></p>
            <button type="button" id="ng-untaken" aria-pressed="false">Mark never-taken transitions</button>
            <ul id="ng-untaken-list" hidden></ul>
            </section>
            """ : ""
        return """
            <header id="ng-bar">
            <h1>\(title)</h1>
            <label for="ng-search">Find</label>
            <input id="ng-search" type="search" placeholder="flow, route, event, guard" autocomplete="off" aria-describedby="ng-found">
            <span id="ng-found" role="status" aria-live="polite"></span>
            <button type="button" id="ng-fit">Fit</button>
            <button type="button" id="ng-zoom-in" aria-label="Zoom in">+</button>
            <button type="button" id="ng-zoom-out" aria-label="Zoom out">−</button>
            </header>
            <main id="ng-main">
            <aside id="ng-side" aria-label="Details">
            \(run)
            <section id="ng-details" aria-live="polite">
            <h2>Details</h2>
            <p>Click or focus a flow, route or edge (Tab, then Enter) to see its transitions. Find with the box above; Enter goes to the next match.</p>
            </section>
            \(coverage)
            </aside>
            """
    }
}
