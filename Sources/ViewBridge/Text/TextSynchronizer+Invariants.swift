extension TextSynchronizer {
    // Debug builds: no update window left open, not halfway through applying state, the edit
    // observer registered exactly while attached to a model, a focus change scheduled only
    // with a focus binding to follow, and a state lent only by the bound state while attached.
    func checkInvariants() {
        #if TEXTENGINE_CHECKS
        precondition(afterUpdate == nil, "update window left open")
        precondition(!isApplyingState, "still applying state")
        precondition((observer == nil) == (model == nil), "edit observer out of step with the model")
        precondition(!isFocusChangeScheduled || isFocused != nil, "focus change scheduled without a focus binding")
        if let lentState, lentState.isLent(to: self) {
            precondition(model != nil, "a state is lent to a detached synchronizer")
            guard case .rope(let binding) = text, binding.stateStorage === lentState else {
                preconditionFailure("the lent state is not the bound one")
            }
        }
        #endif
    }
}
