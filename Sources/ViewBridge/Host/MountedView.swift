/// A mounted view and what its contexts share (its coordinator and the host's queue), held by its
/// host.
///
/// Views and coordinators are usually weakly referenced (a model's observers, a view's delegate),
/// and every retain or release of such an object takes the runtime's slow path. An update reads
/// both from this box, which nothing references weakly, and retains only the box.
final class MountedView<View: AnyObject, Coordinator> {
    let view: View
    let context: RepresentableContext<Coordinator>.Shared

    init(view: View, context: RepresentableContext<Coordinator>.Shared) {
        self.view = view
        self.context = context
    }
}
