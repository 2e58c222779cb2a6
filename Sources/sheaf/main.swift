import Glibc
import SheafApp

let status = MainActor.assumeIsolated { SheafApplication().run() }
exit(status)
