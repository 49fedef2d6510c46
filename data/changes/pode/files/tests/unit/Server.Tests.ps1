[Diagnostics.CodeAnalysis.SuppressMessageAttribute('PSUseDeclaredVarsMoreThanAssignments', '')]
param()

InModuleScope -ModuleName 'Pode' {
    BeforeAll {
        $PodeContext = @{
            Server        = $null
            Metrics       = @{ Server = @{ StartTime = [datetime]::UtcNow } }
            RunspacePools = @{}
            Tokens        = $null
        }
    }

    Describe 'Start-PodeInternalServer' {
        BeforeAll {
            Mock Add-PodePSInbuiltDrive {}
            Mock Invoke-PodeScriptBlock {}
            Mock New-PodeRunspaceState {}
            Mock New-PodeRunspacePool {}
            Mock Start-PodeLoggingRunspace {}
            Mock Start-PodeTimerRunspace {}
            Mock Start-PodeScheduleRunspace {}
            Mock Start-PodeGuiRunspace {}
            Mock Start-Sleep {}
            Mock New-PodeAutoRestartServer {}
            Mock Start-PodeSmtpServer {}
            Mock Start-PodeTcpServer {}
            Mock Start-PodeWebServer {}
            Mock Start-PodeServiceServer {}
            Mock Import-PodeModulesIntoRunspaceState {}
            Mock Import-PodeSnapinsIntoRunspaceState {}
            Mock Import-PodeFunctionsIntoRunspaceState {}
            Mock Start-PodeCacheHousekeeper {}
            Mock Invoke-PodeEvent {}
            Mock Write-Verbose {}
            Mock Add-PodeScopedVariablesInbuilt {}
            Mock Write-PodeHost {}
            Mock Show-PodeConsoleInfo {}
        }

        It 'Calls one-off script logic' {
            $PodeContext.Server = @{ Types = ([string]::Empty); Logic = {}; Console = @{Quiet = $true }; EndpointsInfo = @() }
            $PodeContext.Tokens = Initialize-PodeCancellationToken
            Start-PodeInternalServer | Out-Null

            Should -Invoke Invoke-PodeScriptBlock -Times 1 -Scope It
            Should -Invoke New-PodeRunspacePool -Times 1 -Scope It
            Should -Invoke New-PodeRunspaceState -Times 1 -Scope It
            Should -Invoke Start-PodeTimerRunspace -Times 1 -Scope It
            Should -Invoke Start-PodeScheduleRunspace -Times 1 -Scope It
            Should -Invoke Start-PodeSmtpServer -Times 0 -Scope It
            Should -Invoke Start-PodeTcpServer -Times 0 -Scope It
            Should -Invoke Start-PodeWebServer -Times 0 -Scope It
        }

        It 'Calls smtp server logic' {
            $PodeContext.Server = @{ Types = 'SMTP'; Logic = {}; Console = @{Quiet = $true } ; EndpointsInfo = @() }
            $PodeContext.Tokens = Initialize-PodeCancellationToken
            Start-PodeInternalServer | Out-Null

            Should -Invoke Invoke-PodeScriptBlock -Times 1 -Scope It
            Should -Invoke New-PodeRunspacePool -Times 1 -Scope It
            Should -Invoke New-PodeRunspaceState -Times 1 -Scope It
            Should -Invoke Start-PodeTimerRunspace -Times 1 -Scope It
            Should -Invoke Start-PodeScheduleRunspace -Times 1 -Scope It
            Should -Invoke Start-PodeSmtpServer -Times 1 -Scope It
            Should -Invoke Start-PodeTcpServer -Times 0 -Scope It
            Should -Invoke Start-PodeWebServer -Times 0 -Scope It
        }

        It 'Calls tcp server logic' {
            $PodeContext.Server = @{ Types = 'TCP'; Logic = {}; Console = @{Quiet = $true } ; EndpointsInfo = @() }
            $PodeContext.Tokens = Initialize-PodeCancellationToken
            Start-PodeInternalServer | Out-Null

            Should -Invoke Invoke-PodeScriptBlock -Times 1 -Scope It
            Should -Invoke New-PodeRunspacePool -Times 1 -Scope It
            Should -Invoke New-PodeRunspaceState -Times 1 -Scope It
            Should -Invoke Start-PodeTimerRunspace -Times 1 -Scope It
            Should -Invoke Start-PodeScheduleRunspace -Times 1 -Scope It
            Should -Invoke Start-PodeSmtpServer -Times 0 -Scope It
            Should -Invoke Start-PodeTcpServer -Times 1 -Scope It
            Should -Invoke Start-PodeWebServer -Times 0 -Scope It
        }

        It 'Calls http web server logic' {
            $PodeContext.Server = @{ Types = 'HTTP'; Logic = {}; Console = @{Quiet = $true } ; EndpointsInfo = @() }
            $PodeContext.Tokens = Initialize-PodeCancellationToken
            Start-PodeInternalServer | Out-Null

            Should -Invoke Invoke-PodeScriptBlock -Times 1 -Scope It
            Should -Invoke New-PodeRunspacePool -Times 1 -Scope It
            Should -Invoke New-PodeRunspaceState -Times 1 -Scope It
            Should -Invoke Start-PodeTimerRunspace -Times 1 -Scope It
            Should -Invoke Start-PodeScheduleRunspace -Times 1 -Scope It
            Should -Invoke Start-PodeSmtpServer -Times 0 -Scope It
            Should -Invoke Start-PodeTcpServer -Times 0 -Scope It
            Should -Invoke Start-PodeWebServer -Times 1 -Scope It
        }
    }

    Describe 'Restart-PodeInternalServer' {
        BeforeAll {
            Mock Write-Host {}
            Mock Close-PodeRunspace {}
            Mock Remove-PodePSDrive {}
            Mock Open-PodeConfiguration { return $null }
            Mock Start-PodeInternalServer {}
            Mock Write-PodeErrorLog {}
            Mock Close-PodeDisposable {}
            Mock Invoke-PodeEvent {}
        }

        BeforeEach {
            $PodeContext = @{
                Tokens    = Initialize-PodeCancellationToken
                Server    = @{
                    Routes          = @{
                        GET  = @{ 'key' = 'value' }
                        POST = @{ 'key' = 'value' }
                    }
                    Handlers        = @{
                        SMTP = @{}
                    }
                    Verbs           = @{
                        key = @{}
                    }
                    Logging         = @{
                        Logger  = [Pode.Utilities.Logging.PodeLogger]::new()
                        Methods = @{ 'key' = 'value' }
                        Types   = @{ 'key' = 'value' }
                    }
                    Mcp             = @{
                        Tools  = @{}
                        Groups = @{}
                    }
                    Middleware      = @{ 'key' = 'value' }
                    Endpoints       = @{ 'key' = 'value' }
                    EndpointsMap    = @{ 'key' = 'value' }
                    Endware         = @{ 'key' = 'value' }
                    ViewEngine      = @{
                        Type      = 'pode'
                        Extension = 'pode'
                        Script    = $null
                        IsDynamic = $true
                    }
                    Cookies         = @{}
                    Sessions        = @{ 'key' = 'value' }
                    Authentications = @{
                        Methods = @{ 'key' = 'value' }
                    }
                    Authorisations  = @{
                        Methods = @{ 'key' = 'value' }
                    }
                    State           = @{ 'key' = 'value' }
                    Output          = @{
                        Variables = @{ 'key' = 'value' }
                    }
                    Configuration   = @{
                        Enabled = $false
                        Path    = 'server.psd1'
                        Data    = @{
                            Server = @{'key' = 'value' }
                        }
                    }
                    Sockets         = @{
                        Listeners = @()
                        Queues    = @{
                            Connections = [System.Collections.Concurrent.ConcurrentQueue[System.Net.Sockets.SocketAsyncEventArgs]]::new()
                        }
                    }
                    Signals         = @{
                        BroadcastLevel = @{}
                        Connections    = @{}
                    }
                    Sse             = @{
                        BroadcastLevel = @{}
                        Connections    = @{}
                    }
                    Http            = @{
                        Listener = $null
                    }
                    OpenAPI         = @{
                        DefaultDefinitionTag  = 'default'
                        SelectedDefinitionTag = 'default'
                        Definitions           = @{ 'default' = Get-PodeOABaseObject }
                    }
                    BodyParsers     = @{}
                    AutoImport      = @{
                        Modules      = @{ Exported = @() }
                        Snapins      = @{ Exported = @() }
                        Functions    = @{ Exported = @() }
                        SecretVaults = @{
                            SecretManagement = @{ Exported = @() }
                        }
                    }
                    Views           = @{ 'key' = 'value' }
                    Events          = @{
                        Start = @{}
                    }
                    Modules         = @{}
                    Security        = @{
                        Headers = @{}
                        Cache   = @{
                            ContentSecurity   = @{}
                            PermissionsPolicy = @{}
                        }
                    }
                    Secrets         = @{
                        Vaults = @{}
                        Keys   = @{}
                    }
                    Cache           = @{
                        Items   = @{}
                        Storage = @{}
                    }
                    ScopedVariables = @{}
                    Console         = @{
                        DisableTermination  = $true
                        DisableConsoleInput = $true
                        Quiet               = $true
                        ClearHost           = $false
                        ShowOpenAPI         = $true
                        ShowEndpoints       = $true
                        ShowHelp            = $false

                    }
                    AllowedActions  = @{
                        Suspend = $true
                        Restart = $true
                        Timeout = @{
                            Suspend = 30  # timeout in seconds
                            Resume  = 30  # timeout in seconds
                        }
                    }
                    Limits          = @{
                        Rate   = @{
                            Rules     = [ordered]@{}
                            RuleOrder = @()
                        }
                        Access = @{
                            Rules     = [ordered]@{}
                            RuleOrder = @()
                        }
                    }
                }
                Metrics   = @{
                    Server = @{
                        RestartCount = 0
                    }
                }
                Timers    = @{
                    Enabled = $true
                    Items   = @{
                        key = 'value'
                    }
                }
                Schedules = @{
                    Enabled   = $true
                    Items     = @{
                        key = 'value'
                    }
                    Processes = @{}
                }
                Tasks     = @{
                    Enabled   = $true
                    Items     = @{
                        key = 'value'
                    }
                    Processes = @{}
                }
                Fim       = @{
                    Enabled = $true
                    Items   = @{
                        key = 'value'
                    }
                }
                Threading = @{
                    Lockables  = @{ Custom = @{} }
                    Mutexes    = @{}
                    Semaphores = @{}
                }
            }
        }

        AfterEach {
            $PodeContext.Server.Logging.Logger.Dispose()
        }

        It 'Resetting the server values' {
            Restart-PodeServer
            Restart-PodeInternalServer | Out-Null

            $PodeContext.Server.Routes['GET'].Count | Should -Be 0
            $PodeContext.Server.Logging.Methods.Count | Should -Be 0
            $PodeContext.Server.Logging.Types.Count | Should -Be 0
            $PodeContext.Server.Middleware.Count | Should -Be 0
            $PodeContext.Server.Endware.Count | Should -Be 0
            $PodeContext.Server.Sessions.Count | Should -Be 0
            $PodeContext.Server.Authentications.Methods.Count | Should -Be 0
            $PodeContext.Server.State.Count | Should -Be 0
            $PodeContext.Server.Configuration.Count | Should -Be 3
            $PodeContext.Server.Configuration.Data.Count | Should -Be 1
            $PodeContext.Server.Configuration.Enabled | Should -BeFalse
            $PodeContext.Server.Configuration.Data.Server.Key | Should -Be 'value'

            $PodeContext.Timers.Items.Count | Should -Be 0
            $PodeContext.Schedules.Items.Count | Should -Be 0

            $PodeContext.Server.ViewEngine.Type | Should -Be 'html'
            $PodeContext.Server.ViewEngine.Extension | Should -Be 'html'
            $PodeContext.Server.ViewEngine.ScriptBlock | Should -Be $null
            $PodeContext.Server.ViewEngine.UsingVariables | Should -Be $null
            $PodeContext.Server.ViewEngine.IsDynamic | Should -Be $false

            $PodeContext.Metrics.Server.RestartCount | Should -Be 1
        }
    }
}