import CTextEngine
import Foundation
import TextControls
import TextDocument
import XCTest

@testable import TextEngineC

/// The hand-written header and the Swift implementation agree: every function has the same
/// signature in both (checked by the compiler, below), every declared function is checked, and
/// every constant has the value the implementation uses.
final class HeaderContractTests: XCTestCase {
    // Compiles only when both functions have one Swift type; C imports `int64_t` as Int64,
    // `bool` as Bool, `te_rope *` as OpaquePointer and so on, so a width, sign, pointer or
    // argument-count mismatch between the header and a `@_cdecl` function is a compile error.
    // (Parameter packs keep the two function types apart from `Any`, which any two values share.)
    private static func same<each Argument, Result>(
        _ name: String, _ implementation: (repeat each Argument) -> Result, _ declaration: (repeat each Argument) -> Result
    ) -> String {
        name
    }

    // One statement per function, so that a mismatch fails to compile on its own line (Swift 6.3
    // words it "failed to produce diagnostic for expression").
    private static func checkedNames() -> [String] {
        var names: [String] = []
        names.append(same("te_abi_version", TextEngineC.te_abi_version, CTextEngine.te_abi_version))
        names.append(same("te_status_name", TextEngineC.te_status_name, CTextEngine.te_status_name))
        names.append(same("te_last_error", TextEngineC.te_last_error, CTextEngine.te_last_error))
        names.append(same("te_rope_new", TextEngineC.te_rope_new, CTextEngine.te_rope_new))
        names.append(same("te_rope_new_utf8", TextEngineC.te_rope_new_utf8, CTextEngine.te_rope_new_utf8))
        names.append(same("te_rope_new_utf16", TextEngineC.te_rope_new_utf16, CTextEngine.te_rope_new_utf16))
        names.append(same("te_rope_new_file", TextEngineC.te_rope_new_file, CTextEngine.te_rope_new_file))
        names.append(same("te_rope_clone", TextEngineC.te_rope_clone, CTextEngine.te_rope_clone))
        names.append(same("te_rope_free", TextEngineC.te_rope_free, CTextEngine.te_rope_free))
        names.append(same("te_rope_error", TextEngineC.te_rope_error, CTextEngine.te_rope_error))
        names.append(same("te_rope_utf16_count", TextEngineC.te_rope_utf16_count, CTextEngine.te_rope_utf16_count))
        names.append(same("te_rope_scalar_count", TextEngineC.te_rope_scalar_count, CTextEngine.te_rope_scalar_count))
        names.append(same("te_rope_utf8_count", TextEngineC.te_rope_utf8_count, CTextEngine.te_rope_utf8_count))
        names.append(same("te_rope_line_count", TextEngineC.te_rope_line_count, CTextEngine.te_rope_line_count))
        names.append(same("te_rope_replace_utf16", TextEngineC.te_rope_replace_utf16, CTextEngine.te_rope_replace_utf16))
        names.append(same("te_rope_replace_utf8", TextEngineC.te_rope_replace_utf8, CTextEngine.te_rope_replace_utf8))
        names.append(same("te_rope_copy_utf16", TextEngineC.te_rope_copy_utf16, CTextEngine.te_rope_copy_utf16))
        names.append(same("te_rope_copy_utf8", TextEngineC.te_rope_copy_utf8, CTextEngine.te_rope_copy_utf8))
        names.append(same("te_rope_scalar_offset_for_utf16", TextEngineC.te_rope_scalar_offset_for_utf16, CTextEngine.te_rope_scalar_offset_for_utf16))
        names.append(same("te_rope_utf16_offset_for_scalar", TextEngineC.te_rope_utf16_offset_for_scalar, CTextEngine.te_rope_utf16_offset_for_scalar))
        names.append(same("te_rope_utf8_offset_for_utf16", TextEngineC.te_rope_utf8_offset_for_utf16, CTextEngine.te_rope_utf8_offset_for_utf16))
        names.append(same("te_rope_utf16_offset_for_utf8", TextEngineC.te_rope_utf16_offset_for_utf8, CTextEngine.te_rope_utf16_offset_for_utf8))
        names.append(same("te_rope_line_for_utf16", TextEngineC.te_rope_line_for_utf16, CTextEngine.te_rope_line_for_utf16))
        names.append(same("te_rope_line_range", TextEngineC.te_rope_line_range, CTextEngine.te_rope_line_range))
        names.append(same("te_breaker_new", TextEngineC.te_breaker_new, CTextEngine.te_breaker_new))
        names.append(same("te_breaker_free", TextEngineC.te_breaker_free, CTextEngine.te_breaker_free))
        names.append(same("te_breaker_error", TextEngineC.te_breaker_error, CTextEngine.te_breaker_error))
        names.append(same("te_breaker_set_text", TextEngineC.te_breaker_set_text, CTextEngine.te_breaker_set_text))
        names.append(same("te_breaker_next_boundary", TextEngineC.te_breaker_next_boundary, CTextEngine.te_breaker_next_boundary))
        names.append(same("te_breaker_previous_boundary", TextEngineC.te_breaker_previous_boundary, CTextEngine.te_breaker_previous_boundary))
        names.append(same("te_breaker_is_boundary", TextEngineC.te_breaker_is_boundary, CTextEngine.te_breaker_is_boundary))
        names.append(same("te_breaker_grapheme_range", TextEngineC.te_breaker_grapheme_range, CTextEngine.te_breaker_grapheme_range))
        names.append(same("te_breaker_grapheme_count", TextEngineC.te_breaker_grapheme_count, CTextEngine.te_breaker_grapheme_count))
        names.append(same("te_breaker_word_range", TextEngineC.te_breaker_word_range, CTextEngine.te_breaker_word_range))
        names.append(same("te_breaker_word_start", TextEngineC.te_breaker_word_start, CTextEngine.te_breaker_word_start))
        names.append(same("te_breaker_word_end", TextEngineC.te_breaker_word_end, CTextEngine.te_breaker_word_end))
        names.append(same("te_breaker_sentence_range", TextEngineC.te_breaker_sentence_range, CTextEngine.te_breaker_sentence_range))
        names.append(same("te_breaker_line_range", TextEngineC.te_breaker_line_range, CTextEngine.te_breaker_line_range))
        names.append(same("te_breaker_paragraph_range", TextEngineC.te_breaker_paragraph_range, CTextEngine.te_breaker_paragraph_range))
        names.append(same("te_breaker_display_width", TextEngineC.te_breaker_display_width, CTextEngine.te_breaker_display_width))
        names.append(same("te_changes_new", TextEngineC.te_changes_new, CTextEngine.te_changes_new))
        names.append(same("te_changes_clone", TextEngineC.te_changes_clone, CTextEngine.te_changes_clone))
        names.append(same("te_changes_free", TextEngineC.te_changes_free, CTextEngine.te_changes_free))
        names.append(same("te_changes_error", TextEngineC.te_changes_error, CTextEngine.te_changes_error))
        names.append(same("te_changes_add_utf8", TextEngineC.te_changes_add_utf8, CTextEngine.te_changes_add_utf8))
        names.append(same("te_changes_add_utf16", TextEngineC.te_changes_add_utf16, CTextEngine.te_changes_add_utf16))
        names.append(same("te_changes_count", TextEngineC.te_changes_count, CTextEngine.te_changes_count))
        names.append(same("te_changes_length_before", TextEngineC.te_changes_length_before, CTextEngine.te_changes_length_before))
        names.append(same("te_changes_length_after", TextEngineC.te_changes_length_after, CTextEngine.te_changes_length_after))
        names.append(same("te_changes_replacement_utf8", TextEngineC.te_changes_replacement_utf8, CTextEngine.te_changes_replacement_utf8))
        names.append(same("te_changes_replacement_utf16", TextEngineC.te_changes_replacement_utf16, CTextEngine.te_changes_replacement_utf16))
        names.append(same("te_changes_apply", TextEngineC.te_changes_apply, CTextEngine.te_changes_apply))
        names.append(same("te_changes_map", TextEngineC.te_changes_map, CTextEngine.te_changes_map))
        names.append(same("te_changes_compose", TextEngineC.te_changes_compose, CTextEngine.te_changes_compose))
        names.append(same("te_changes_invert", TextEngineC.te_changes_invert, CTextEngine.te_changes_invert))
        names.append(same("te_changes_transform", TextEngineC.te_changes_transform, CTextEngine.te_changes_transform))
        names.append(same("te_changes_copy_json", TextEngineC.te_changes_copy_json, CTextEngine.te_changes_copy_json))
        names.append(same("te_changes_new_json", TextEngineC.te_changes_new_json, CTextEngine.te_changes_new_json))
        names.append(same("te_document_new", TextEngineC.te_document_new, CTextEngine.te_document_new))
        names.append(same("te_document_new_utf8", TextEngineC.te_document_new_utf8, CTextEngine.te_document_new_utf8))
        names.append(same("te_document_new_utf16", TextEngineC.te_document_new_utf16, CTextEngine.te_document_new_utf16))
        names.append(same("te_document_new_from_rope", TextEngineC.te_document_new_from_rope, CTextEngine.te_document_new_from_rope))
        names.append(same("te_document_free", TextEngineC.te_document_free, CTextEngine.te_document_free))
        names.append(same("te_document_error", TextEngineC.te_document_error, CTextEngine.te_document_error))
        names.append(same("te_document_utf16_count", TextEngineC.te_document_utf16_count, CTextEngine.te_document_utf16_count))
        names.append(same("te_document_scalar_count", TextEngineC.te_document_scalar_count, CTextEngine.te_document_scalar_count))
        names.append(same("te_document_utf8_count", TextEngineC.te_document_utf8_count, CTextEngine.te_document_utf8_count))
        names.append(same("te_document_line_count", TextEngineC.te_document_line_count, CTextEngine.te_document_line_count))
        names.append(same("te_document_grapheme_count", TextEngineC.te_document_grapheme_count, CTextEngine.te_document_grapheme_count))
        names.append(same("te_document_copy_utf8", TextEngineC.te_document_copy_utf8, CTextEngine.te_document_copy_utf8))
        names.append(same("te_document_copy_utf16", TextEngineC.te_document_copy_utf16, CTextEngine.te_document_copy_utf16))
        names.append(same("te_document_text_rope", TextEngineC.te_document_text_rope, CTextEngine.te_document_text_rope))
        names.append(same("te_document_replace_utf8", TextEngineC.te_document_replace_utf8, CTextEngine.te_document_replace_utf8))
        names.append(same("te_document_replace_utf16", TextEngineC.te_document_replace_utf16, CTextEngine.te_document_replace_utf16))
        names.append(same("te_document_apply", TextEngineC.te_document_apply, CTextEngine.te_document_apply))
        names.append(same("te_document_anchor_new", TextEngineC.te_document_anchor_new, CTextEngine.te_document_anchor_new))
        names.append(same("te_document_anchor_offset", TextEngineC.te_document_anchor_offset, CTextEngine.te_document_anchor_offset))
        names.append(same("te_document_anchor_remove", TextEngineC.te_document_anchor_remove, CTextEngine.te_document_anchor_remove))
        names.append(same("te_document_anchor_count", TextEngineC.te_document_anchor_count, CTextEngine.te_document_anchor_count))
        names.append(same("te_document_set_change_handler", TextEngineC.te_document_set_change_handler, CTextEngine.te_document_set_change_handler))
        names.append(same("te_field_control", TextEngineC.te_field_control, CTextEngine.te_field_control))
        names.append(same("te_view_control", TextEngineC.te_view_control, CTextEngine.te_view_control))
        names.append(same("te_control_error", TextEngineC.te_control_error, CTextEngine.te_control_error))
        names.append(same("te_control_focus", TextEngineC.te_control_focus, CTextEngine.te_control_focus))
        names.append(same("te_control_blur", TextEngineC.te_control_blur, CTextEngine.te_control_blur))
        names.append(same("te_control_end_editing", TextEngineC.te_control_end_editing, CTextEngine.te_control_end_editing))
        names.append(same("te_control_is_editing", TextEngineC.te_control_is_editing, CTextEngine.te_control_is_editing))
        names.append(same("te_control_insert_utf8", TextEngineC.te_control_insert_utf8, CTextEngine.te_control_insert_utf8))
        names.append(same("te_control_insert_utf16", TextEngineC.te_control_insert_utf16, CTextEngine.te_control_insert_utf16))
        names.append(same("te_control_type_utf8", TextEngineC.te_control_type_utf8, CTextEngine.te_control_type_utf8))
        names.append(same("te_control_type_utf16", TextEngineC.te_control_type_utf16, CTextEngine.te_control_type_utf16))
        names.append(same("te_control_paste_utf8", TextEngineC.te_control_paste_utf8, CTextEngine.te_control_paste_utf8))
        names.append(same("te_control_paste_utf16", TextEngineC.te_control_paste_utf16, CTextEngine.te_control_paste_utf16))
        names.append(same("te_control_paste", TextEngineC.te_control_paste, CTextEngine.te_control_paste))
        names.append(same("te_control_cut", TextEngineC.te_control_cut, CTextEngine.te_control_cut))
        names.append(same("te_control_copy", TextEngineC.te_control_copy, CTextEngine.te_control_copy))
        names.append(same("te_control_delete_backward", TextEngineC.te_control_delete_backward, CTextEngine.te_control_delete_backward))
        names.append(same("te_control_delete_forward", TextEngineC.te_control_delete_forward, CTextEngine.te_control_delete_forward))
        names.append(same("te_control_delete_word_backward", TextEngineC.te_control_delete_word_backward, CTextEngine.te_control_delete_word_backward))
        names.append(same("te_control_user_replace_utf8", TextEngineC.te_control_user_replace_utf8, CTextEngine.te_control_user_replace_utf8))
        names.append(same("te_control_user_replace_utf16", TextEngineC.te_control_user_replace_utf16, CTextEngine.te_control_user_replace_utf16))
        names.append(same("te_control_select", TextEngineC.te_control_select, CTextEngine.te_control_select))
        names.append(same("te_control_select_all", TextEngineC.te_control_select_all, CTextEngine.te_control_select_all))
        names.append(same("te_control_move_caret", TextEngineC.te_control_move_caret, CTextEngine.te_control_move_caret))
        names.append(same("te_control_move_caret_to", TextEngineC.te_control_move_caret_to, CTextEngine.te_control_move_caret_to))
        names.append(same("te_control_set_marked_text_utf8", TextEngineC.te_control_set_marked_text_utf8, CTextEngine.te_control_set_marked_text_utf8))
        names.append(same("te_control_set_marked_text_utf16", TextEngineC.te_control_set_marked_text_utf16, CTextEngine.te_control_set_marked_text_utf16))
        names.append(same("te_control_unmark_text", TextEngineC.te_control_unmark_text, CTextEngine.te_control_unmark_text))
        names.append(same("te_control_set_reports_commit_as_insertion_point", TextEngineC.te_control_set_reports_commit_as_insertion_point, CTextEngine.te_control_set_reports_commit_as_insertion_point))
        names.append(same("te_control_undo", TextEngineC.te_control_undo, CTextEngine.te_control_undo))
        names.append(same("te_control_redo", TextEngineC.te_control_redo, CTextEngine.te_control_redo))
        names.append(same("te_control_can_undo", TextEngineC.te_control_can_undo, CTextEngine.te_control_can_undo))
        names.append(same("te_control_can_redo", TextEngineC.te_control_can_redo, CTextEngine.te_control_can_redo))
        names.append(same("te_control_begin_undo_grouping", TextEngineC.te_control_begin_undo_grouping, CTextEngine.te_control_begin_undo_grouping))
        names.append(same("te_control_end_undo_grouping", TextEngineC.te_control_end_undo_grouping, CTextEngine.te_control_end_undo_grouping))
        names.append(same("te_control_undo_grouping_level", TextEngineC.te_control_undo_grouping_level, CTextEngine.te_control_undo_grouping_level))
        names.append(same("te_control_pasteboard_utf8", TextEngineC.te_control_pasteboard_utf8, CTextEngine.te_control_pasteboard_utf8))
        names.append(same("te_control_set_pasteboard_utf8", TextEngineC.te_control_set_pasteboard_utf8, CTextEngine.te_control_set_pasteboard_utf8))
        names.append(same("te_control_clear_pasteboard", TextEngineC.te_control_clear_pasteboard, CTextEngine.te_control_clear_pasteboard))
        names.append(same("te_control_set_text_utf8", TextEngineC.te_control_set_text_utf8, CTextEngine.te_control_set_text_utf8))
        names.append(same("te_control_set_text_utf16", TextEngineC.te_control_set_text_utf16, CTextEngine.te_control_set_text_utf16))
        names.append(same("te_control_replace_text_utf8", TextEngineC.te_control_replace_text_utf8, CTextEngine.te_control_replace_text_utf8))
        names.append(same("te_control_replace_text_utf16", TextEngineC.te_control_replace_text_utf16, CTextEngine.te_control_replace_text_utf16))
        names.append(same("te_control_set_selection", TextEngineC.te_control_set_selection, CTextEngine.te_control_set_selection))
        names.append(same("te_control_copy_text_utf8", TextEngineC.te_control_copy_text_utf8, CTextEngine.te_control_copy_text_utf8))
        names.append(same("te_control_copy_text_utf16", TextEngineC.te_control_copy_text_utf16, CTextEngine.te_control_copy_text_utf16))
        names.append(same("te_control_text_rope", TextEngineC.te_control_text_rope, CTextEngine.te_control_text_rope))
        names.append(same("te_control_document", TextEngineC.te_control_document, CTextEngine.te_control_document))
        names.append(same("te_control_selection", TextEngineC.te_control_selection, CTextEngine.te_control_selection))
        names.append(same("te_control_marked_range", TextEngineC.te_control_marked_range, CTextEngine.te_control_marked_range))
        names.append(same("te_control_utf16_count", TextEngineC.te_control_utf16_count, CTextEngine.te_control_utf16_count))
        names.append(same("te_control_scalar_count", TextEngineC.te_control_scalar_count, CTextEngine.te_control_scalar_count))
        names.append(same("te_control_grapheme_count", TextEngineC.te_control_grapheme_count, CTextEngine.te_control_grapheme_count))
        names.append(same("te_control_has_text", TextEngineC.te_control_has_text, CTextEngine.te_control_has_text))
        names.append(same("te_edit_source_name", TextEngineC.te_edit_source_name, CTextEngine.te_edit_source_name))
        names.append(same("te_control_proposed_edit", TextEngineC.te_control_proposed_edit, CTextEngine.te_control_proposed_edit))
        names.append(same("te_control_proposed_edit_range", TextEngineC.te_control_proposed_edit_range, CTextEngine.te_control_proposed_edit_range))
        names.append(same("te_field_new", TextEngineC.te_field_new, CTextEngine.te_field_new))
        names.append(same("te_field_new_in_scope", TextEngineC.te_field_new_in_scope, CTextEngine.te_field_new_in_scope))
        names.append(same("te_field_free", TextEngineC.te_field_free, CTextEngine.te_field_free))
        names.append(same("te_field_set_delegate", TextEngineC.te_field_set_delegate, CTextEngine.te_field_set_delegate))
        names.append(same("te_field_set_event_handler", TextEngineC.te_field_set_event_handler, CTextEngine.te_field_set_event_handler))
        names.append(same("te_field_set_return_ends_editing", TextEngineC.te_field_set_return_ends_editing, CTextEngine.te_field_set_return_ends_editing))
        names.append(same("te_field_press_return", TextEngineC.te_field_press_return, CTextEngine.te_field_press_return))
        names.append(same("te_field_tap_clear_button", TextEngineC.te_field_tap_clear_button, CTextEngine.te_field_tap_clear_button))
        names.append(same("te_field_set_clear_button_mode", TextEngineC.te_field_set_clear_button_mode, CTextEngine.te_field_set_clear_button_mode))
        names.append(same("te_field_is_clear_button_visible", TextEngineC.te_field_is_clear_button_visible, CTextEngine.te_field_is_clear_button_visible))
        names.append(same("te_field_set_enabled", TextEngineC.te_field_set_enabled, CTextEngine.te_field_set_enabled))
        names.append(same("te_field_set_secure_text_entry", TextEngineC.te_field_set_secure_text_entry, CTextEngine.te_field_set_secure_text_entry))
        names.append(same("te_field_set_clears_on_begin_editing", TextEngineC.te_field_set_clears_on_begin_editing, CTextEngine.te_field_set_clears_on_begin_editing))
        names.append(same("te_field_set_enables_return_key_automatically", TextEngineC.te_field_set_enables_return_key_automatically, CTextEngine.te_field_set_enables_return_key_automatically))
        names.append(same("te_view_new", TextEngineC.te_view_new, CTextEngine.te_view_new))
        names.append(same("te_view_new_in_scope", TextEngineC.te_view_new_in_scope, CTextEngine.te_view_new_in_scope))
        names.append(same("te_view_new_on_document", TextEngineC.te_view_new_on_document, CTextEngine.te_view_new_on_document))
        names.append(same("te_view_free", TextEngineC.te_view_free, CTextEngine.te_view_free))
        names.append(same("te_view_set_delegate", TextEngineC.te_view_set_delegate, CTextEngine.te_view_set_delegate))
        names.append(same("te_view_press_return", TextEngineC.te_view_press_return, CTextEngine.te_view_press_return))
        names.append(same("te_view_set_editable", TextEngineC.te_view_set_editable, CTextEngine.te_view_set_editable))
        names.append(same("te_file_open", TextEngineC.te_file_open, CTextEngine.te_file_open))
        names.append(same("te_file_new", TextEngineC.te_file_new, CTextEngine.te_file_new))
        names.append(same("te_file_free", TextEngineC.te_file_free, CTextEngine.te_file_free))
        names.append(same("te_file_error", TextEngineC.te_file_error, CTextEngine.te_file_error))
        names.append(same("te_file_document", TextEngineC.te_file_document, CTextEngine.te_file_document))
        names.append(same("te_file_get_info", TextEngineC.te_file_get_info, CTextEngine.te_file_get_info))
        names.append(same("te_file_copy_path", TextEngineC.te_file_copy_path, CTextEngine.te_file_copy_path))
        names.append(same("te_file_set_byte_order_mark", TextEngineC.te_file_set_byte_order_mark, CTextEngine.te_file_set_byte_order_mark))
        names.append(same("te_file_set_line_ending_conversion", TextEngineC.te_file_set_line_ending_conversion, CTextEngine.te_file_set_line_ending_conversion))
        names.append(same("te_file_save", TextEngineC.te_file_save, CTextEngine.te_file_save))
        names.append(same("te_file_reload", TextEngineC.te_file_reload, CTextEngine.te_file_reload))
        names.append(same("te_file_changed_on_disk", TextEngineC.te_file_changed_on_disk, CTextEngine.te_file_changed_on_disk))
        names.append(same("te_search_new_utf8", TextEngineC.te_search_new_utf8, CTextEngine.te_search_new_utf8))
        names.append(same("te_search_new_utf16", TextEngineC.te_search_new_utf16, CTextEngine.te_search_new_utf16))
        names.append(same("te_search_free", TextEngineC.te_search_free, CTextEngine.te_search_free))
        names.append(same("te_search_error", TextEngineC.te_search_error, CTextEngine.te_search_error))
        names.append(same("te_search_group_count", TextEngineC.te_search_group_count, CTextEngine.te_search_group_count))
        names.append(same("te_search_set_time_limit", TextEngineC.te_search_set_time_limit, CTextEngine.te_search_set_time_limit))
        names.append(same("te_search_find", TextEngineC.te_search_find, CTextEngine.te_search_find))
        names.append(same("te_search_find_groups", TextEngineC.te_search_find_groups, CTextEngine.te_search_find_groups))
        names.append(same("te_search_matches", TextEngineC.te_search_matches, CTextEngine.te_search_matches))
        names.append(same("te_document_replace_all", TextEngineC.te_document_replace_all, CTextEngine.te_document_replace_all))
        names.append(same("te_control_replace_all", TextEngineC.te_control_replace_all, CTextEngine.te_control_replace_all))
        return names
    }

    func testEveryDeclaredFunction_hasItsSignatureChecked() throws {
        let header = try String(contentsOf: Self.headerURL, encoding: .utf8)
        var declared: [String] = []
        for line in header.split(separator: "\n") where line.first?.isLowercase == true && !line.hasPrefix("typedef") {
            guard let name = line.firstMatch(of: /(te_[a-z0-9_]+)\(/)?.1 else { continue }
            declared.append(String(name))
        }
        XCTAssertEqual(declared.count, 181)
        XCTAssertEqual(Self.checkedNames(), declared)
    }

    func testStatusCodes_matchTheHeader() {
        let header: [Int32: Int] = [
            0: TE_OK, 1: TE_ERROR_NULL_HANDLE, 2: TE_ERROR_WRONG_HANDLE, 3: TE_ERROR_NULL_POINTER,
            4: TE_ERROR_INVALID_ARGUMENT, 5: TE_ERROR_RANGE, 6: TE_ERROR_INVALID_UTF8, 7: TE_ERROR_INVALID_UTF16,
            8: TE_ERROR_BUFFER_TOO_SMALL, 9: TE_ERROR_IO, 10: TE_ERROR_NO_EDIT, 11: TE_ERROR_CHANGED_ON_DISK,
            12: TE_ERROR_PATTERN, 13: TE_ERROR_TIMEOUT,
        ]
        for status in Status.allCases {
            XCTAssertEqual(header[status.rawValue], Int(status.rawValue), status.name)
            XCTAssertEqual(CTextEngine.te_status_name(status.rawValue).map { String(cString: $0) }, status.name)
        }
        XCTAssertEqual(Status.allCases.count, header.count)
        XCTAssertEqual(CTextEngine.te_abi_version(), Int32(TE_ABI_VERSION))
    }

    func testEnumerations_matchTheHeader() {
        XCTAssertEqual(BoundaryKind.allCases.map { Int($0.rawValue) },
                       [TE_BOUNDARY_GRAPHEME, TE_BOUNDARY_WORD, TE_BOUNDARY_SENTENCE, TE_BOUNDARY_LINE_BREAK])
        XCTAssertEqual(GranularityCode.codes.values.indices.map { $0 },
                       [TE_GRANULARITY_CHARACTER, TE_GRANULARITY_WORD, TE_GRANULARITY_SENTENCE, TE_GRANULARITY_PARAGRAPH,
                        TE_GRANULARITY_LINE, TE_GRANULARITY_DOCUMENT])
        XCTAssertEqual(GranularityCode.codes.values, [.character, .word, .sentence, .paragraph, .line, .document])
        XCTAssertEqual(CaretTargetCode.codes.values, [.lineStart, .lineEnd, .paragraphStart, .paragraphEnd, .documentStart, .documentEnd])
        XCTAssertEqual([TE_CARET_LINE_START, TE_CARET_LINE_END, TE_CARET_PARAGRAPH_START, TE_CARET_PARAGRAPH_END,
                        TE_CARET_DOCUMENT_START, TE_CARET_DOCUMENT_END], Array(0..<6))
        XCTAssertEqual(ClearButtonModeCode.codes.values, [.never, .whileEditing, .unlessEditing, .always])
        XCTAssertEqual([TE_CLEAR_BUTTON_NEVER, TE_CLEAR_BUTTON_WHILE_EDITING, TE_CLEAR_BUTTON_UNLESS_EDITING,
                        TE_CLEAR_BUTTON_ALWAYS], Array(0..<4))
        XCTAssertEqual(EndReasonCode.committed, Int32(TE_END_COMMITTED))
        XCTAssertEqual(EndReasonCode.cancelled, Int32(TE_END_CANCELLED))
    }

    func testEditSources_matchTheHeaderAndTextEdit() {
        let header = [
            TE_EDIT_TYPING, TE_EDIT_PASTE, TE_EDIT_CUT, TE_EDIT_DROP, TE_EDIT_DELETE_BACKWARD, TE_EDIT_DELETE_FORWARD,
            TE_EDIT_DELETE_WORD, TE_EDIT_MARKING, TE_EDIT_COMMIT, TE_EDIT_AUTOCORRECT, TE_EDIT_CLEAR_BUTTON,
            TE_EDIT_CLEAR_ON_BEGIN, TE_EDIT_CLEAR_ON_INSERTION, TE_EDIT_SECURE_WIPE, TE_EDIT_UNDO, TE_EDIT_REDO,
            TE_EDIT_PROGRAMMATIC, TE_EDIT_REPLACE_ALL, TE_EDIT_REMOTE,
        ]
        XCTAssertEqual(header, Array(0..<19))
        XCTAssertEqual(Set(EditSourceCode.codes.values), Set(TextEdit.Source.allCases))
        for (code, source) in EditSourceCode.codes.values.enumerated() {
            XCTAssertEqual(EditSourceCode.code(of: source), Int32(code))
            XCTAssertEqual(CTextEngine.te_edit_source_name(Int32(code)).map { String(cString: $0) }, source.rawValue)
        }
    }

    func testBiases_matchTheHeader() {
        XCTAssertEqual(BiasCode.codes.values, [.before, .after])
        XCTAssertEqual([TE_BIAS_BEFORE, TE_BIAS_AFTER], Array(0..<2))
    }

    func testEventCodes_areControlEventsRawValues() {
        XCTAssertEqual(UInt(TE_EVENT_PRIMARY_ACTION_TRIGGERED), ControlEvents.primaryActionTriggered.rawValue)
        XCTAssertEqual(UInt(TE_EVENT_EDITING_DID_BEGIN), ControlEvents.editingDidBegin.rawValue)
        XCTAssertEqual(UInt(TE_EVENT_EDITING_CHANGED), ControlEvents.editingChanged.rawValue)
        XCTAssertEqual(UInt(TE_EVENT_EDITING_DID_END), ControlEvents.editingDidEnd.rawValue)
        XCTAssertEqual(UInt(TE_EVENT_EDITING_DID_END_ON_EXIT), ControlEvents.editingDidEndOnExit.rawValue)
    }

    func testSentinels_matchTheHeader() {
        XCTAssertEqual(Int64(TE_NOT_FOUND), te_range.notFound.location)
        XCTAssertEqual(TE_NUL_TERMINATED, -1)
    }

    private static let headerURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("include/textengine.h")
}
