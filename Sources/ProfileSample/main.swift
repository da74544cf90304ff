// The profile window sample: `swift run ProfileSample [--screenshot FILE] [--data-dir DIR]`.
// Headless: `xvfb-run -a swift run ProfileSample --screenshot profile.png`.
import SampleSupport

SampleExecutable.main(usage: Options.usage, parse: Options.parse, run: ProfileApp.run)
