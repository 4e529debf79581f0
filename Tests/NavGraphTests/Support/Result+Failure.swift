extension Result {
    /// The failure, if any: tests compare what two ways of sending an event threw.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
