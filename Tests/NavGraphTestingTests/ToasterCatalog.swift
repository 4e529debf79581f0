import NavGraph
import NavGraphTesting
import ToasterExample
import ToasterExampleTesting

/// An explorer of the reference app from both launch configurations.
func toasterExplorer(options: ExplorationOptions = ExplorationOptions()) throws -> FlowExplorer<AppFlow> {
    try FlowExplorer(roots: toasterRoots, catalog: toasterCatalog, options: options)
}
