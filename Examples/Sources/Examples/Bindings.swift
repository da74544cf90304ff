// The Bindings article: the three operators, conversions, lifetimes and threads.
import Binding
import BindingGtk
import Dispatch

/// Its state is in the wrappers, which are thread-safe, so the view model may be shared across threads.
final class VolumeViewModel: @unchecked Sendable {
    @Mutable var isMuted = false
    @Mutable var volume = 0.5
    @Mutable var nickname: String? = nil
    @Bindable private(set) var status = ""
    @ViewAction var announce: (String) -> Void
}

@MainActor
final class VolumeWindow: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel = VolumeViewModel()
    let muteSwitch = Switch()
    let soundCheck = CheckButton(label: "Sound on")
    let volumeScale = Scale(minimum: 0, maximum: 1, step: 0.05)
    let nicknameEntry = Entry()
    let statusLabel = Label()
    let volumeEntry = Entry()

    // snippet: bindings-operators
    func bind() {
        binding {
            viewModel.$status => statusLabel.rx.text                   // one way, on the main thread
            viewModel.$isMuted <=> muteSwitch.rx.isOn                  // two ways; the model wins at start
            viewModel.$volume <=> volumeScale.rx.value
            viewModel.$nickname <=> nicknameEntry.rx.text               // String? both sides
            viewModel.$isMuted <=> !soundCheck.rx.isActive             // inverted two-way: "Sound on"
            viewModel.$announce => { message in print(message) }       // a closure, on the main thread
        }
    }
    // end-snippet

    // snippet: bindings-conversion
    func bindVolumeAsText() -> Disposable {
        // Percent in the entry, a fraction in the model; text that is not a number is refused.
        viewModel.$volume.bind(
            to: volumeEntry.rx.text ?? "",
            toControl: { volume in "\(Int(volume * 100))" },
            toModel: { text in Int(text).map { Double($0) / 100 } }
        )
    }
    // end-snippet
}

// snippet: bindings-lifetime
@MainActor
func showStatus(of viewModel: VolumeViewModel, in label: Label) {
    // Ends when the label is destroyed: no bag to keep.
    (viewModel.$status => label.rx.text).disposed(by: label.lifetime)
}

extension VolumeViewModel {
    func finishSaving() {
        DispatchQueue.global().async {
            self.status = "Saved"   // thread-safe; the label changes on the main thread
        }
    }
}
// end-snippet
