$PSModuleAutoloadingPreference = 'None'

# Import Pode Module
Import-Module './src/Pode.psm1' -Force