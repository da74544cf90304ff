import BindingGLib
import CGtk4

extension Application {
    /// Every action that has keyboard accelerators, sorted by action name: what
    /// `setAccelerators(_:for:)`, `setAccelerators(_:forAction:)` and `rx.action(_:accelerators:)`
    /// registered and have not removed (`gtk_application_list_action_descriptions`). With
    /// ``Accelerator/label(_:separator:)``, the lines of a help window.
    public var actionAccelerators: [ActionAccelerators] {
        ActionAccelerators.collect([String](takingStrv: gtk_application_list_action_descriptions(gtkApplicationPointer)),
                                   accelerators: accelerators(for:))
    }
}
