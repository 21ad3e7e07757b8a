let pluginMayWrite = false
