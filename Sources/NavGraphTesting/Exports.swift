// `import NavGraphTesting` brings PropertyBased along: `Gen` builds payload generators and
// `propertyCheck` drives custom properties over ``FlowExplorer/traces``.
@_exported public import PropertyBased
