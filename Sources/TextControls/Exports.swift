// TextControls' API throws `TextRangeError`, hands out `TextRope` values and keeps its text in a
// `TextDocument`: importing TextControls brings the rope, its boundary API and the document
// layer along.
@_exported import TextBoundaries
@_exported import TextDocument
@_exported import TextRope
