let pluginMayWrite = true
