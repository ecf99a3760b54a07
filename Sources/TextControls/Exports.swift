// TextControls' API throws `TextRangeError` and hands out `TextRope` values: importing
// TextControls brings the rope and its boundary API along.
@_exported import TextBoundaries
@_exported import TextRope
