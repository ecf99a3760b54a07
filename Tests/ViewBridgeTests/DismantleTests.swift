import Foundation
import XCTest
@testable import ViewBridge

/// `dismantleView` cleans up: delegate cleared, actions and observers removed, nothing retained.
final class DismantleTests: XCTestCase {
    func testTextFieldDismantle_leavesNoRetainCycle() throws {
        weak var weakField: TextField?
        weak var weakCoordinator: TextFieldWrapper.Coordinator?
        @State var name = ""
        var commits = 0
        do {
            let host = RepresentableHost {
                TextFieldWrapper(text: $name, onCommit: { commits += 1 }).selection(.constant(NSRange())).focused(.constant(false))
            }
            host.mount()
            weakField = host.view
            weakCoordinator = host.coordinator
            host.view?.becomeFirstResponder()
            host.view?.type("abc")
            host.tick()
            host.unmount()
        }
        XCTAssertNil(weakField)
        XCTAssertNil(weakCoordinator)
        XCTAssertEqual(name, "abc")
        XCTAssertEqual(_name.storage.subscriberCount, 0)
    }

    func testTextFieldDismantle_detachesAFieldSomeoneElseKeeps() throws {
        @State var name = ""
        var commits = 0
        var kept: TextField?
        weak var weakCoordinator: TextFieldWrapper.Coordinator?
        let host = RepresentableHost {
            TextFieldWrapper(text: $name, onCommit: { commits += 1 }).introspect { kept = $0 }
        }
        host.mount()
        weakCoordinator = host.coordinator
        let field = try XCTUnwrap(kept)
        field.becomeFirstResponder()
        do {
            let coordinator = try XCTUnwrap(host.coordinator)
            host.unmount()
            coordinator.checkInvariants()
        }
        XCTAssertNil(field.delegate)
        XCTAssertFalse(field.isEditing, "a removed field does not keep focus")
        XCTAssertNil(weakCoordinator, "the field holds nothing of the coordinator")
        field.becomeFirstResponder()
        field.type("zz")
        field.pressReturn()
        XCTAssertEqual(name, "", "no edit observer left")
        XCTAssertEqual(commits, 0, "no action left")
    }

    func testReleasedMountedHost_detachesTheFieldAndEndsTheLoan() throws {
        @State var document = TextRope("abc")
        var kept: TextField?
        weak var weakCoordinator: TextFieldWrapper.Coordinator?
        weak var weakSynchronizer: TextSynchronizer?
        var host: RepresentableHost<ModifiedRepresentable<TextFieldWrapper>>? = RepresentableHost {
            TextFieldWrapper(rope: $document).introspect { kept = $0 }
        }
        host?.mount()
        weakCoordinator = host?.coordinator
        weakSynchronizer = host?.coordinator?.sync
        let field = try XCTUnwrap(kept)
        field.becomeFirstResponder()
        field.type("d")
        XCTAssertEqual($document.stateStorage?.isLent, true, "typing lent the state to the field")
        host = nil
        XCTAssertNil(weakCoordinator)
        XCTAssertNil(weakSynchronizer, "the field's edit observer held the synchronizer until it was removed")
        XCTAssertEqual($document.stateStorage?.isLent, false)
        field.becomeFirstResponder()
        field.type("e")
        XCTAssertEqual(String(document), "abcd", "no edit observer left")
        XCTAssertEqual(String(field.textRope), "abcde")
    }

    func testTextViewDismantle_detachesTheView() throws {
        @State var notes = ""
        weak var weakCoordinator: TextViewWrapper.Coordinator?
        var kept: TextView?
        let host = RepresentableHost { TextViewWrapper(text: $notes).introspect { kept = $0 } }
        host.mount()
        weakCoordinator = host.coordinator
        host.unmount()
        let view = try XCTUnwrap(kept)
        XCTAssertNil(view.delegate)
        XCTAssertNil(weakCoordinator)
        view.becomeFirstResponder()
        view.type("x")
        XCTAssertEqual(notes, "")
    }
}
