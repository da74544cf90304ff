import Binding
import BindingGLib

extension AboutWindow {
    /// A new, hidden about window filled from the app's metainfo, as GTK 3's
    /// `AboutDialog(metainfo:parent:)` is: its name, the version of its newest release, its
    /// summary, its developer, its website and its licence, with the app ID as the icon name, modal
    /// over `parent`. The name and the summary go through the installed translator.
    public convenience init(metainfo: AppMetainfo, parent: Window?) {
        self.init()
        let translator = Localization.translator
        applicationName = translator.translate(metainfo.name)
        applicationIcon = metainfo.id
        // libadwaita 1.2's setters refuse NULL (a critical): an absent field keeps its empty default.
        if let version = metainfo.version { self.version = version }
        if let summary = metainfo.summary { comments = translator.translate(summary) }
        if let developer = metainfo.developerName { developerName = developer }
        if let homepage = metainfo.homepage { website = homepage }
        if let spdx = metainfo.projectLicense {
            if let known = AppMetainfo.gtkLicenseValue(spdx: spdx).flatMap(License.init(rawValue:)) {
                licenseType = known
            } else {
                license = spdx
            }
        }
        transientFor = parent
        isModal = true
        hideOnClose = false
    }

    /// Shows an about window filled from `metainfo` over `parent` and returns when the user
    /// closes it (or the awaiting task is cancelled, which closes it).
    public static func show(metainfo: AppMetainfo, parent: Window?) async {
        let window = AboutWindow(metainfo: metainfo, parent: parent)
        await DialogAnswer.await(
            show: { finish in
                let destroyed = window.onDestroy { finish(()) }
                window.present()
                return [destroyed]
            },
            cancel: { _ in window.destroy() })
    }
}
