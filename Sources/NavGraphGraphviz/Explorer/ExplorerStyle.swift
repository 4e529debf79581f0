/// The explorer page's style sheet. Every state it marks differs in line width or dash (match
/// dotted, selection long dashes, current step solid and thickest, never taken dash-dotted,
/// rejected a double rule) and in text, never in colour alone; sizes are in
/// `rem` so the page reflows at 200 % zoom.
enum ExplorerStyle {
    static let css = #"""
        :root { color-scheme: light; --accent: #1d4ed8; --warn: #b91c1c; --match: #a16207; }
        * { box-sizing: border-box; }
        html, body { margin: 0; height: 100%; font: 1rem/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #111; background: #fff; }
        body { display: flex; flex-direction: column; }
        #ng-bar { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; padding: .5rem .75rem; border-bottom: 1px solid #999; }
        #ng-bar h1 { font-size: 1.1rem; margin: 0 1rem 0 0; }
        #ng-search { font: inherit; padding: .25rem .5rem; min-width: 12rem; flex: 1 1 12rem; max-width: 24rem; }
        button { font: inherit; padding: .25rem .6rem; border: 1px solid #555; border-radius: .3rem; background: #f4f4f5; color: #111; cursor: pointer; }
        button[aria-pressed="true"] { background: #111; color: #fff; }
        button:disabled { opacity: .5; cursor: default; }
        :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        #ng-main { flex: 1; display: flex; min-height: 0; }
        #ng-side { width: 24rem; max-width: 45%; overflow: auto; padding: .5rem .75rem; border-right: 1px solid #999; }
        #ng-side h2 { font-size: 1rem; margin: .75rem 0 .25rem; }
        #ng-side h3 { font-size: .95rem; margin: .5rem 0 .25rem; }
        #ng-side ul, #ng-side ol { padding-left: 1.25rem; margin: .25rem 0; }
        #ng-side a { color: var(--accent); }
        #ng-stepbar { position: sticky; top: -.5rem; z-index: 1; background: #fff; padding: .25rem 0; border-bottom: 1px solid #ccc; }
        #ng-steps { display: flex; flex-wrap: wrap; gap: .25rem; }
        #ng-step.rejected { border-left: .3rem double var(--warn); padding-left: .4rem; }
        #ng-canvas { flex: 1; overflow: hidden; position: relative; cursor: grab; touch-action: none; }
        #ng-canvas.dragging { cursor: grabbing; }
        #ng-canvas > svg { width: 100%; height: 100%; display: block; }
        @media (max-width: 50rem) {
          #ng-main { flex-direction: column-reverse; }
          #ng-side { width: auto; max-width: none; max-height: 45%; border-right: 0; border-top: 1px solid #999; }
        }
        .ng-item { cursor: pointer; }
        .ng-item:focus { outline: none; }
        .ng-item:focus-visible > path, .ng-item:focus-visible > polygon, .ng-item:focus-visible > ellipse { stroke: var(--accent); stroke-width: 4; }
        .cluster > path, .cluster > polygon { pointer-events: all; }
        .ng-match > path, .ng-match > polygon, .ng-match > ellipse { stroke: var(--match); stroke-width: 4; stroke-dasharray: 2 2; }
        .ng-match > text { font-weight: bold; text-decoration: underline; }
        .ng-selected > path, .ng-selected > polygon, .ng-selected > ellipse { stroke: var(--accent); stroke-width: 5; stroke-dasharray: 14 4; }
        .ng-current > path, .ng-current > polygon, .ng-current > ellipse { stroke: #000; stroke-width: 6; stroke-opacity: 1; opacity: 1; }
        .ng-current > text { font-weight: bold; opacity: 1; }
        .ng-untaken > path { stroke: var(--warn); stroke-width: 3; stroke-dasharray: 10 4 2 4; opacity: 1; }
        .ng-untaken > text { fill: var(--warn); opacity: 1; }
        .ng-hidden { visibility: hidden; }
        .ng-collapsed-box rect { fill: #f4f4f5; stroke: #333; stroke-width: 2; stroke-dasharray: 8 3; }
        .ng-collapsed-box text { font: 14px system-ui, sans-serif; fill: #111; }
        .ng-collapsed-box { cursor: pointer; }
        .ng-badge { font-weight: bold; }
        """#
}
