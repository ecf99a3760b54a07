#!/usr/bin/env python3
"""Keeps a language server's copy of a TextEngine document in sync from the document's change
handler alone (ctypes), as an editor's LSP client sends textDocument/didChange.

The mirror is what a server holds: UTF-16 code units addressed by LSP positions (a line number
and a UTF-16 character offset, lines ending at LF, CR LF or CR). It is updated only from the
handler's LSP content changes, applied in the order given, each in the text the previous one left.
The script drives a text view on the document (typing, paste, Return, delete, undo, redo) and
changes the document from elsewhere (a collaborator's edits: CR LF, NEL, emoji, several
replacements in one change set), and after every change checks that the mirror equals the
document, and that the tree-sitter edits the handler got, replayed on the UTF-8 text, leave it.

Run after `swift build` (or `swift build -c release`), from anywhere:

    python3 Examples/python/lsp_mirror.py

libTextEngineC.so is found by textengine_library.py (TEXTENGINE_LIB, else the newer of this
checkout's builds). Exits 1 on the first mismatch.
"""
import ctypes
import sys
from ctypes import POINTER, c_bool, c_char_p, c_int32, c_int64, c_uint16, c_void_p

# No __pycache__ beside the examples: the checkout stays as git has it.
sys.dont_write_bytecode = True
import textengine_library

TE_OK = 0
TE_NUL_TERMINATED = -1
TE_EDIT_REMOTE = 18
TE_CARET_DOCUMENT_START = 4
TE_GRANULARITY_CHARACTER = 0


class LSPChange(ctypes.Structure):
    """te_lsp_change."""

    _fields_ = [
        ("start_line", c_int64),
        ("start_character", c_int64),
        ("end_line", c_int64),
        ("end_character", c_int64),
        ("text_utf8", c_void_p),
        ("text_utf8_length", c_int64),
        ("text_utf16", POINTER(c_uint16)),
        ("text_utf16_length", c_int64),
        ("json", c_char_p),
        ("json_length", c_int64),
    ]


class Point(ctypes.Structure):
    _fields_ = [("row", c_int64), ("column", c_int64)]


class TreeSitterEdit(ctypes.Structure):
    """te_tree_sitter_edit."""

    _fields_ = [
        ("start_byte", c_int64),
        ("old_end_byte", c_int64),
        ("new_end_byte", c_int64),
        ("start_point", Point),
        ("old_end_point", Point),
        ("new_end_point", Point),
    ]


class ChangeInfo(ctypes.Structure):
    """te_document_change_info."""

    _fields_ = [
        ("origin", c_int32),
        ("changes", c_void_p),
        ("lsp_change_count", c_int64),
        ("lsp_changes", POINTER(LSPChange)),
        ("tree_sitter_edit_count", c_int64),
        ("tree_sitter_edits", POINTER(TreeSitterEdit)),
    ]


CHANGE_HANDLER = ctypes.CFUNCTYPE(None, c_void_p, c_void_p, POINTER(ChangeInfo))


def load_library():
    """libTextEngineC.so with the signatures of the functions this example calls."""
    handle = c_void_p
    return textengine_library.load_library({
        "te_last_error": (c_char_p, []),
        "te_edit_source_name": (c_char_p, [c_int32]),
        "te_document_new_utf8": (c_int32, [c_char_p, c_int64, POINTER(handle)]),
        "te_document_free": (None, [handle]),
        "te_document_utf16_count": (c_int64, [handle]),
        "te_document_copy_utf16": (c_int32, [handle, c_int64, c_int64, POINTER(c_uint16), c_int64, POINTER(c_int64)]),
        "te_document_replace_utf8": (c_int32, [handle, c_int64, c_int64, c_char_p, c_int64, c_int32]),
        "te_document_apply": (c_int32, [handle, handle, c_int32]),
        "te_document_set_change_handler": (c_int32, [handle, CHANGE_HANDLER, c_void_p]),
        "te_changes_new": (c_int32, [c_int64, POINTER(handle)]),
        "te_changes_add_utf8": (c_int32, [handle, c_int64, c_int64, c_char_p, c_int64]),
        "te_changes_free": (None, [handle]),
        "te_view_new_on_document": (c_int32, [handle, handle, POINTER(handle)]),
        "te_view_free": (None, [handle]),
        "te_view_control": (handle, [handle]),
        "te_view_press_return": (c_int32, [handle]),
        "te_control_focus": (c_int32, [handle, POINTER(c_bool)]),
        "te_control_type_utf8": (c_int32, [handle, c_char_p, c_int64]),
        "te_control_paste_utf8": (c_int32, [handle, c_char_p, c_int64, POINTER(c_bool)]),
        "te_control_delete_backward": (c_int32, [handle]),
        "te_control_select": (c_int32, [handle, c_int64, c_int64]),
        "te_control_move_caret": (c_int32, [handle, c_int32, c_int64, c_bool]),
        "te_control_move_caret_to": (c_int32, [handle, c_int32, c_bool]),
        "te_control_undo": (c_int32, [handle, POINTER(c_bool)]),
        "te_control_redo": (c_int32, [handle, POINTER(c_bool)]),
    })


class Mismatch(Exception):
    pass


def utf8(units):
    """UTF-16 code units as UTF-8 (a lone surrogate as U+FFFD, as the library counts it)."""
    return bytes(b for unit in units for b in unit.to_bytes(2, "little")).decode("utf-16-le", "replace").encode("utf-8")


def byte_point(text, offset):
    """Tree-sitter's point of a UTF-8 offset: rows end at LF, columns count bytes."""
    if offset < 0 or offset > len(text):
        raise Mismatch("byte offset %d is outside the text's %d bytes" % (offset, len(text)))
    row_start = text.rfind(b"\n", 0, offset) + 1
    return (text.count(b"\n", 0, offset), offset - row_start)


class LanguageServerMirror:
    """What a language server keeps of a document: UTF-16 code units, changed only by LSP events."""

    def __init__(self, units):
        self.units = list(units)

    def offset(self, line, character):
        """The UTF-16 offset of an LSP position; lines end at LF, CR LF or CR."""
        index, current = 0, 0
        while current < line:
            if index >= len(self.units):
                raise Mismatch("line %d is past the end of the mirror" % line)
            if self.units[index] == 0x0D and index + 1 < len(self.units) and self.units[index + 1] == 0x0A:
                index += 1
            if self.units[index] in (0x0A, 0x0D):
                current += 1
            index += 1
        if index + character > len(self.units):
            raise Mismatch("position %d:%d is past the end of the mirror" % (line, character))
        return index + character

    def apply(self, start, end, text_units):
        self.units[start:end] = text_units


class Session:
    """A document, a view on it, and the mirror its change handler keeps."""

    def __init__(self, lib, text):
        self.lib = lib
        self.document = c_void_p()
        self.check(lib.te_document_new_utf8(text.encode("utf-8"), TE_NUL_TERMINATED, ctypes.byref(self.document)))
        self.mirror = LanguageServerMirror(self.document_units())
        self.bytes_mirror = utf8(self.document_units())  # what tree-sitter parses
        self.changes = 0
        self.failure = None
        # ctypes callbacks must outlive their use: kept on the object.
        self.handler = CHANGE_HANDLER(self.on_change)
        self.check(lib.te_document_set_change_handler(self.document, self.handler, None))
        self.view = c_void_p()
        self.check(lib.te_view_new_on_document(self.document, None, ctypes.byref(self.view)))
        self.control = lib.te_view_control(self.view)

    def check(self, status):
        if status != TE_OK:
            raise RuntimeError(self.lib.te_last_error().decode("utf-8"))

    def document_units(self):
        count = self.lib.te_document_utf16_count(self.document)
        buffer = (c_uint16 * (count + 1))()
        self.check(self.lib.te_document_copy_utf16(self.document, 0, count, buffer, count + 1, None))
        return list(buffer[:count])

    def on_change(self, document, context, info_pointer):
        """The change handler: the mirror changes here, and only here."""
        info = info_pointer.contents
        self.changes += 1
        try:
            for index in range(info.lsp_change_count):
                change = info.lsp_changes[index]
                start = self.mirror.offset(change.start_line, change.start_character)
                end = self.mirror.offset(change.end_line, change.end_character)
                if end < start:
                    raise Mismatch("LSP range ends before it starts: %s" % change.json.decode("utf-8"))
                self.mirror.apply(start, end, change.text_utf16[: change.text_utf16_length])
            if self.mirror.units != self.document_units():
                raise Mismatch("after a %s change the mirror holds %r, the document %r" % (
                    self.lib.te_edit_source_name(info.origin).decode("utf-8"), self.mirror_text(), self.text()))
            self.check_tree_sitter_edits(info)
        except Exception as error:  # ctypes would print and drop it: the step reports it instead
            self.failure = self.failure or "%s: %s" % (type(error).__name__, error)

    def check_tree_sitter_edits(self, info):
        """Replays the tree-sitter edits on the UTF-8 text: they come from the highest to the
        lowest, so the bytes edit i inserted are in the text after the change, shifted by what the
        edits after it (all lower) added. Every point must be where the bytes say."""
        edits = [info.tree_sitter_edits[i] for i in range(info.tree_sitter_edit_count)]
        final = utf8(self.document_units())
        text = self.bytes_mirror
        for index, edit in enumerate(edits):
            shift = sum(later.new_end_byte - later.old_end_byte for later in edits[index + 1:])
            if any(later.old_end_byte > edit.start_byte for later in edits[index + 1:]):
                raise Mismatch("tree-sitter edits are not from the highest to the lowest")
            for offset, point in ((edit.start_byte, edit.start_point), (edit.old_end_byte, edit.old_end_point)):
                if byte_point(text, offset) != (point.row, point.column):
                    raise Mismatch("tree-sitter point %d:%d, the bytes say %s" % (point.row, point.column, byte_point(text, offset)))
            text = text[: edit.start_byte] + final[edit.start_byte + shift: edit.new_end_byte + shift] + text[edit.old_end_byte:]
            if byte_point(text, edit.new_end_byte) != (edit.new_end_point.row, edit.new_end_point.column):
                raise Mismatch("tree-sitter new end point disagrees with the bytes")
        if text != final:
            raise Mismatch("the tree-sitter edits leave %r, the document is %r" % (text, final))
        self.bytes_mirror = text

    def mirror_text(self):
        return bytes(b for u in self.mirror.units for b in u.to_bytes(2, "little")).decode("utf-16-le", "replace")

    def text(self):
        return bytes(b for u in self.document_units() for b in u.to_bytes(2, "little")).decode("utf-16-le", "replace")

    def step(self, description, action):
        before = self.changes
        action()
        if self.failure:
            raise Mismatch("%s: %s" % (description, self.failure))
        if self.mirror.units != self.document_units():
            raise Mismatch("%s: the mirror holds %r, the document %r" % (description, self.mirror_text(), self.text()))
        print("%-40s %d change(s), mirror == document: %r" % (description, self.changes - before, self.text()))

    def remote(self, location, length, text):
        self.check(self.lib.te_document_replace_utf8(self.document, location, length, text.encode("utf-8"),
                                                     TE_NUL_TERMINATED, TE_EDIT_REMOTE))

    def remote_many(self, replacements):
        changes = c_void_p()
        self.check(self.lib.te_changes_new(self.lib.te_document_utf16_count(self.document), ctypes.byref(changes)))
        try:
            for location, length, text in replacements:
                self.check(self.lib.te_changes_add_utf8(changes, location, length, text.encode("utf-8"), TE_NUL_TERMINATED))
            self.check(self.lib.te_document_apply(self.document, changes, TE_EDIT_REMOTE))
        finally:
            self.lib.te_changes_free(changes)

    def free(self):
        self.lib.te_view_free(self.view)
        self.lib.te_document_free(self.document)


def main():
    lib = load_library()
    session = Session(lib, "hello\r\nworld\n")
    c = session.control
    changed = c_bool()
    try:
        session.step("focus", lambda: session.check(lib.te_control_focus(c, None)))
        session.step("type 'ab 😀'", lambda: session.check(lib.te_control_type_utf8(c, "ab 😀".encode(), -1)))
        session.step("Return", lambda: session.check(lib.te_view_press_return(session.view)))
        session.step("paste 'x\\r\\ny'", lambda: session.check(lib.te_control_paste_utf8(c, b"x\r\ny", 3 + 1, None)))
        session.step("Backspace twice", lambda: [session.check(lib.te_control_delete_backward(c)) for _ in range(2)])
        session.step("select 'ello' and type 'é'", lambda: (
            session.check(lib.te_control_select(c, 1, 4)), session.check(lib.te_control_type_utf8(c, "é".encode(), -1))))
        session.step("remote: CR LF at the start", lambda: session.remote(0, 0, "// header\r\n"))
        session.step("remote: NEL, an emoji", lambda: session.remote(3, 1, "\u0085👍🏽"))
        session.step("remote: split a CR LF with '-'", lambda: session.remote(14, 0, "-"))
        session.step("remote: join its halves again", lambda: session.remote(14, 1, ""))
        session.step("remote: three replacements", lambda: session.remote_many(
            [(0, 2, "#"), (9, 0, "\r"), (session.lib.te_document_utf16_count(session.document) - 1, 1, "\n\n")]))
        session.step("undo", lambda: session.check(lib.te_control_undo(c, ctypes.byref(changed))))
        session.step("undo", lambda: session.check(lib.te_control_undo(c, ctypes.byref(changed))))
        session.step("redo", lambda: session.check(lib.te_control_redo(c, ctypes.byref(changed))))
        session.step("caret to the start, type", lambda: (
            session.check(lib.te_control_move_caret_to(c, TE_CARET_DOCUMENT_START, False)),
            session.check(lib.te_control_type_utf8(c, "> ".encode(), -1))))
        session.step("remote: delete everything", lambda: session.remote(0, lib.te_document_utf16_count(session.document), ""))
        session.step("undo after that", lambda: session.check(lib.te_control_undo(c, ctypes.byref(changed))))
    except Mismatch as mismatch:
        print("lsp_mirror: %s" % mismatch)
        session.free()
        return 1
    total = session.changes
    session.free()
    if total < 15:
        print("lsp_mirror: only %d changes reached the handler" % total)
        return 1
    print("lsp_mirror: %d changes, the mirror followed every one" % total)
    return 0


if __name__ == "__main__":
    sys.exit(main())
