import Foundation

exit(App.run(arguments: Array(CommandLine.arguments.dropFirst())))
