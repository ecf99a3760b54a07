@_exported import TextControls
