#!/usr/bin/env python3
"""Types into a TextEngine text field from Python (ctypes), with a max-length delegate written
in Python: UIKit's classic recipe, which refuses a change that would make the text longer than
10 UTF-16 code units.

Run after `swift build` (or `swift build -c release`), from anywhere:

    python3 Examples/python/max_length_field.py

libTextEngineC.so is found by textengine_library.py in .build/debug or .build/release of this
checkout (the newer one), or at the path in the TEXTENGINE_LIB environment variable. Exits 1 if
the field's final text is not what the delegate allows.
"""
import ctypes
import sys
from ctypes import POINTER, c_bool, c_char_p, c_int32, c_int64, c_uint16, c_uint32, c_void_p

# No __pycache__ beside the examples: the checkout stays as git has it.
sys.dont_write_bytecode = True
import textengine_library
from textengine_library import Range

TE_OK = 0
TE_NUL_TERMINATED = -1
EVENT_NAMES = {
    1 << 13: "primaryActionTriggered",
    1 << 16: "editingDidBegin",
    1 << 17: "editingChanged",
    1 << 18: "editingDidEnd",
    1 << 19: "editingDidEndOnExit",
}

# The callback types of te_field_delegate and te_event_fn (textengine.h). Handles are c_void_p.
QUESTION = ctypes.CFUNCTYPE(c_bool, c_void_p, c_void_p)
NOTICE = ctypes.CFUNCTYPE(None, c_void_p, c_void_p)
DID_END = ctypes.CFUNCTYPE(None, c_void_p, c_void_p, c_int32)
SHOULD_CHANGE = ctypes.CFUNCTYPE(
    c_bool, c_void_p, c_void_p, c_int64, c_int64, c_void_p, c_int64, POINTER(c_uint16), c_int64
)
EVENT = ctypes.CFUNCTYPE(None, c_void_p, c_void_p, c_uint32)


class FieldDelegate(ctypes.Structure):
    """te_field_delegate; members left unset are NULL: the default answer."""

    _fields_ = [
        ("context", c_void_p),
        ("should_begin_editing", QUESTION),
        ("did_begin_editing", NOTICE),
        ("should_end_editing", QUESTION),
        ("did_end_editing", DID_END),
        ("should_change_characters", SHOULD_CHANGE),
        ("should_clear", QUESTION),
        ("should_return", QUESTION),
        ("did_change_selection", NOTICE),
    ]


def load_library():
    """libTextEngineC.so with the signatures of the functions this example calls."""
    return textengine_library.load_library({
        "te_last_error": (c_char_p, []),
        "te_field_new": (c_void_p, []),
        "te_field_free": (None, [c_void_p]),
        "te_field_control": (c_void_p, [c_void_p]),
        "te_field_set_delegate": (c_int32, [c_void_p, POINTER(FieldDelegate)]),
        "te_field_set_event_handler": (c_int32, [c_void_p, EVENT, c_void_p]),
        "te_control_focus": (c_int32, [c_void_p, POINTER(c_bool)]),
        "te_control_type_utf8": (c_int32, [c_void_p, c_char_p, c_int64]),
        "te_control_paste_utf8": (c_int32, [c_void_p, c_char_p, c_int64, POINTER(c_bool)]),
        "te_control_utf16_count": (c_int64, [c_void_p]),
        "te_control_selection": (c_int32, [c_void_p, POINTER(Range)]),
        "te_control_copy_text_utf8": (c_int32, [c_void_p, c_char_p, c_int64, POINTER(c_int64)]),
    })


class MaxLengthField:
    """A te_field whose delegate and event handler are methods of this object."""

    def __init__(self, lib, limit):
        self.lib = lib
        self.limit = limit
        self.events = []
        self.field = lib.te_field_new()
        self.control = lib.te_field_control(self.field)
        # ctypes callbacks must outlive their use: they are kept on the object.
        self.delegate = FieldDelegate(should_change_characters=SHOULD_CHANGE(self.should_change))
        self.handler = EVENT(self.on_event)
        self.check(lib.te_field_set_delegate(self.field, ctypes.byref(self.delegate)))
        self.check(lib.te_field_set_event_handler(self.field, self.handler, None))

    def should_change(self, field, context, location, length, utf8, utf8_length, utf16, utf16_length):
        new_length = self.lib.te_control_utf16_count(self.control) - length + utf16_length
        allowed = new_length <= self.limit
        replacement = ctypes.string_at(utf8, utf8_length).decode("utf-8")
        print("  shouldChangeCharacters {%d,%d} %r -> %s" % (location, length, replacement, allowed))
        return allowed

    def on_event(self, field, context, event):
        self.events.append(EVENT_NAMES.get(event, hex(event)))

    def text(self):
        length = c_int64()
        self.check(self.lib.te_control_copy_text_utf8(self.control, None, 0, ctypes.byref(length)))
        buffer = ctypes.create_string_buffer(length.value + 1)
        self.check(self.lib.te_control_copy_text_utf8(self.control, buffer, len(buffer), None))
        return buffer.raw[: length.value].decode("utf-8")

    def check(self, status):
        if status != TE_OK:
            raise RuntimeError(self.lib.te_last_error().decode("utf-8"))

    def free(self):
        self.lib.te_field_free(self.field)
        self.field = self.control = None


def main():
    lib = load_library()
    field = MaxLengthField(lib, limit=10)
    editing = c_bool()
    field.check(lib.te_control_focus(field.control, ctypes.byref(editing)))
    typed = "Hello, wörld 👍"
    print("type %r with a limit of %d UTF-16 units:" % (typed, field.limit))
    field.check(lib.te_control_type_utf8(field.control, typed.encode("utf-8"), TE_NUL_TERMINATED))
    pasted = c_bool(True)
    print("paste '!':")
    field.check(lib.te_control_paste_utf8(field.control, b"!", 1, ctypes.byref(pasted)))
    selection = Range()
    field.check(lib.te_control_selection(field.control, ctypes.byref(selection)))
    text = field.text()
    print("text %r, caret at %d, events: %s" % (text, selection.location, ", ".join(field.events)))
    field.free()

    expected = "Hello, wör"
    if not editing.value or pasted.value or text != expected or field.events.count("editingChanged") != len(expected):
        print("max_length_field: expected %r, %d editingChanged events and a refused paste" % (expected, len(expected)))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
