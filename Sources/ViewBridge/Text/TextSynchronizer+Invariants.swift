extension TextSynchronizer {
    // Debug builds: no update window left open, not halfway through applying state, the edit
    // observer registered exactly while attached to a model, and a focus change scheduled only
    // with a focus binding to follow.
    func checkInvariants() {
        #if TEXTENGINE_CHECKS
        precondition(afterUpdate == nil, "update window left open")
        precondition(!isApplyingState, "still applying state")
        precondition((observer == nil) == (model == nil), "edit observer out of step with the model")
        precondition(!isFocusChangeScheduled || isFocused != nil, "focus change scheduled without a focus binding")
        #endif
    }
}
