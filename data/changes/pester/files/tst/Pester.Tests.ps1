Set-StrictMode -Version Latest

Describe 'Pester manifest' {
    BeforeAll {
        $manifestPath = Join-Path (Get-Module Pester).ModuleBase 'Pester.psd1'
        $manifest = Test-ModuleManifest -Path $manifestPath -WarningAction SilentlyContinue
    }

    It 'is a valid manifest' {
        { Test-ModuleManifest -Path $manifestPath -ErrorAction Stop -WarningAction SilentlyContinue } | Should -Not -Throw
    }

    It 'has the expected name' {
        $manifest.Name | Should -Be 'Pester'
    }

    It 'has the expected guid' {
        $manifest.Guid | Should -Be 'a699dea5-2c73-4616-a270-1f7abb777e71'
    }
}

Describe 'Clean treatment of the $error variable' {
    BeforeAll {
        $error.Clear()
    }
    Context 'A Context' {
        It 'Performs a successful test' {
            $true | Should -Be $true
        }
    }

    It 'Did not add anything to the $error variable' {
        $error.Count | Should -Be 0
    }
}

InPesterModuleScope {
    Describe 'SafeCommands table' {
        BeforeAll {
            $path = $ExecutionContext.SessionState.Module.ModuleBase
            $filesToCheck = Get-ChildItem -Path $path -Recurse -Include *.ps1, *.psm1 -Exclude *.Tests.ps1
            $callsToSafeCommands = @(
                foreach ($file in $filesToCheck) {
                    $tokens = $parseErrors = $null
                    $ast = [System.Management.Automation.Language.Parser]::ParseFile($file.FullName, [ref] $tokens, [ref] $parseErrors)
                    $filter = {
                        $args[0] -is [System.Management.Automation.Language.CommandAst] -and
                        $args[0].InvocationOperator -eq [System.Management.Automation.Language.TokenKind]::Ampersand -and
                        $args[0].CommandElements[0] -is [System.Management.Automation.Language.IndexExpressionAst] -and
                        $args[0].CommandElements[0].Target -is [System.Management.Automation.Language.VariableExpressionAst] -and
                        $args[0].CommandElements[0].Target.VariablePath.UserPath -match '^(?:script:)?SafeCommands$'
                    }

                    $ast.FindAll($filter, $true)
                }
            )

            $uniqueSafeCommands = $callsToSafeCommands | ForEach-Object { $_.CommandElements[0].Index.Value } | Select-Object -Unique

            $missingSafeCommands = $uniqueSafeCommands | Where { -not $script:SafeCommands.ContainsKey($_) }

            # These commands are conditionally added to the safeCommands table due to Nano / Core compatibility; one will always
            # be missing, and can be ignored.
            # Also add the two possible commands uname and id which would be found on non-Windows platforms
            $missingSafeCommands = $missingSafeCommands | Where { @('Get-WmiObject', 'Get-CimInstance', 'uname', 'id') -notcontains $_ }
        }

        It 'The SafeCommands table contains all commands that are called from the module' {
            $missingSafeCommands | Should -Be $null
        }
    }
}

Describe 'Public API' {
    It 'all non-deprecated, non-internal public commands use CmdletBinding' {
        $r = Get-Command -Module Pester |
            ? { $_.CommandType -ne 'Alias' } |
            ? { -not $_.CmdletBinding } |
            % { $_.Name }
        $r | Should -beNullOrEmpty
    }
}

Describe 'Module packaging' {
    # Issue #2826: PSResourceGet decides a package is a script by looking for a
    # '<ModuleName>.ps1' file in the package root (i.e. Pester.ps1). When that file is
    # present it prints a spurious installation-path warning on Install-PSResource Pester.
    # The script-scope helper is therefore shipped as Pester.ScriptScope.ps1 instead.
    BeforeAll {
        $pesterRoot = (Get-Module Pester).ModuleBase
    }

    It 'does not ship a Pester.ps1 that PSResourceGet would treat as a script' {
        (Join-Path $pesterRoot 'Pester.ps1') | Should -Not -Exist
    }

    It 'ships the script-scope helper as Pester.ScriptScope.ps1' {
        (Join-Path $pesterRoot 'Pester.ScriptScope.ps1') | Should -Exist
    }
}

InPesterModuleScope {
    Describe 'Find-File' {
        BeforeAll {
            New-Item -ItemType File 'TestDrive:\SomeFile.ps1'
            New-Item -ItemType File 'TestDrive:\SomeFile.Tests.ps1'
            New-Item -ItemType File 'TestDrive:\SomeOtherFile.ps1'
            New-Item -ItemType File 'TestDrive:\SomeOtherFile.Tests.ps1'
        }

        It 'Resolves non-wildcarded file paths regardless of whether the file ends with Tests.ps1' {
            $result = @(Find-File 'TestDrive:\SomeOtherFile.ps1' -Extension ".Tests.ps1")
            $result.Count | Should -Be 1
            $result[0].UnresolvedPath | Should -Be 'TestDrive:\SomeOtherFile.ps1'
        }

        It 'Finds only *.Tests.ps1 files when the path contains wildcards' {
            $result = @(Find-File 'TestDrive:\*.ps1' -Extension ".Tests.ps1")
            $result.Count | Should -Be 2

            $paths = $result | Select-Object -ExpandProperty FullName
            $testDrive = (Get-PSDrive TestDrive).Root
            ($paths -contains (Join-Path $testDrive "SomeFile.Tests.ps1")) | Should -Be $true
            ($paths -contains (Join-Path $testDrive "SomeOtherFile.Tests.ps1")) | Should -Be $true
        }

        It 'Finds only *.Tests.ps1 files when the path refers to a directory and does not contain wildcards' {
            $result = @(Find-File 'TestDrive:\' -Extension ".Tests.ps1")

            $result.Count | Should -Be 2

            $paths = $result | Select-Object -ExpandProperty FullName
            $testDrive = (Get-PSDrive TestDrive).Root
            ($paths -contains (Join-Path $testDrive "SomeFile.Tests.ps1")) | Should -Be $true
            ($paths -contains (Join-Path $testDrive "SomeOtherFile.Tests.ps1")) | Should -Be $true
        }

        It 'Deduplicates filepaths when the provided paths overlaps' {
            $result = @(Find-File 'TestDrive:\*.ps1','TestDrive:\*.ps1' -Extension '.Tests.ps1')
            $result.Count | Should -Be 2
        }

        Context 'Hidden folders and VCS metadata' {
            BeforeAll {
                # Reset TestDrive contents to a known shape for these tests.
                Get-ChildItem 'TestDrive:\' -Force | Remove-Item -Recurse -Force

                # Visible test file in a normal subfolder.
                New-Item -ItemType Directory 'TestDrive:\normal' | Out-Null
                New-Item -ItemType File 'TestDrive:\normal\Visible.Tests.ps1'

                # Hidden (dot-prefixed) folder that we still want to discover.
                New-Item -ItemType Directory 'TestDrive:\.hidden' | Out-Null
                New-Item -ItemType File 'TestDrive:\.hidden\InHidden.Tests.ps1'

                # Hidden folder one level deep.
                New-Item -ItemType Directory 'TestDrive:\.config\tests' | Out-Null
                New-Item -ItemType File 'TestDrive:\.config\tests\NestedHidden.Tests.ps1'

                # .git tree that must never be enumerated. Files at multiple depths
                # so we can tell if the walker descended into it.
                New-Item -ItemType Directory 'TestDrive:\.git\objects\aa' | Out-Null
                New-Item -ItemType File 'TestDrive:\.git\HeadLevel.Tests.ps1'
                New-Item -ItemType File 'TestDrive:\.git\objects\aa\DeepInGit.Tests.ps1'

                # On Windows the dot-prefix alone does not flag a folder as hidden,
                # so set the attribute explicitly. Without this the original bug
                # would not reproduce on Windows because Get-ChildItem already
                # returned dot-prefixed folders. Use a version short-circuit so
                # $IsWindows is not evaluated under Strict mode in PowerShell 5.1
                # (where the automatic variable does not exist).
                if (($PSVersionTable.PSVersion.Major -lt 6) -or $IsWindows) {
                    foreach ($d in '.hidden', '.config', '.git') {
                        $di = Get-Item -LiteralPath "TestDrive:\$d" -Force
                        $di.Attributes = $di.Attributes -bor [System.IO.FileAttributes]::Hidden
                    }
                }
            }

            It 'discovers test files inside dot-prefixed (hidden) folders' {
                $names = @(Find-File -Path 'TestDrive:\' -Extension '.Tests.ps1' | Select-Object -ExpandProperty Name)
                $names | Should -Contain 'InHidden.Tests.ps1'
            }

            It 'discovers test files in nested hidden folders' {
                $names = @(Find-File -Path 'TestDrive:\' -Extension '.Tests.ps1' | Select-Object -ExpandProperty Name)
                $names | Should -Contain 'NestedHidden.Tests.ps1'
            }

            It 'does not descend into .git directories' {
                # Both files live under .git at different depths; neither should
                # appear in the result, proving the walker stops at .git without
                # opening its contents.
                $names = @(Find-File -Path 'TestDrive:\' -Extension '.Tests.ps1' | Select-Object -ExpandProperty Name)
                $names | Should -Not -Contain 'HeadLevel.Tests.ps1'
                $names | Should -Not -Contain 'DeepInGit.Tests.ps1'
            }

            It 'returns the same set as Get-ChildItem -Recurse -Force minus VCS folders' {
                $found = @(Find-File -Path 'TestDrive:\' -Extension '.Tests.ps1' | Select-Object -ExpandProperty FullName | Sort-Object)
                $expected = @(
                    Get-ChildItem -Path 'TestDrive:\' -Recurse -Filter '*.Tests.ps1' -File -Force |
                        Where-Object { $_.FullName -notmatch '[\\/]\.git[\\/]' } |
                        Select-Object -ExpandProperty FullName |
                        Sort-Object
                )
                $found | Should -Be $expected
            }
        }

        # It 'Assigns empty array and hashtable to the Arguments and Parameters properties when none are specified by the caller' {
        #     $result = @(Find-File 'TestDrive:\SomeFile.ps1' -Extension ".Tests.ps1")

        #     $result.Count | Should -Be 1
        #     $result[0].UnresolvedPath | Should -Be 'TestDrive:\SomeFile.ps1'

        #     , $result[0].Arguments | Should -Not -Be $null
        #     , $result[0].Parameters | Should -Not -Be $null

        #     $result[0].Arguments.GetType() | Should -Be ([object[]])
        #     $result[0].Arguments.Count | Should -Be 0

        #     $result[0].Parameters.GetType() | Should -Be ([hashtable])
        #     $result[0].Parameters.PSBase.Count | Should -Be 0
        # }

        # Context 'Passing in Dictionaries instead of Strings' {
        #     It 'Allows the use of a "p" key instead of "Path"' {
        #         $result = @(Find-RSpecTestFile @{ p = 'TestDrive:\SomeFile.ps1' })

        #         $result.Count | Should -Be 1
        #         $result[0].Path | Should -Be 'TestDrive:\SomeFile.ps1'
        #     }

        #     $testArgs = @('I am a string')
        #     It 'Allows the use of an "Arguments" key in the dictionary' {
        #         $result = @(Find-RSpecTestFile @{ Path = 'TestDrive:\SomeFile.ps1'; Arguments = $testArgs })

        #         $result.Count | Should -Be 1
        #         $result[0].Path | Should -Be 'TestDrive:\SomeFile.ps1'

        #         $result[0].Arguments.Count | Should -Be 1
        #         $result[0].Arguments[0] | Should -Be 'I am a string'
        #     }

        #     It 'Allows the use of an "args" key in the dictionary' {
        #         $result = @(Find-RSpecTestFile @{ Path = 'TestDrive:\SomeFile.ps1'; args = $testArgs })

        #         $result.Count | Should -Be 1
        #         $result[0].Path | Should -Be 'TestDrive:\SomeFile.ps1'

        #         $result[0].Arguments.Count | Should -Be 1
        #         $result[0].Arguments[0] | Should -Be 'I am a string'
        #     }

        #     It 'Allows the use of an "a" key in the dictionary' {
        #         $result = @(Find-RSpecTestFile @{ Path = 'TestDrive:\SomeFile.ps1'; a = $testArgs })

        #         $result.Count | Should -Be 1
        #         $result[0].Path | Should -Be 'TestDrive:\SomeFile.ps1'

        #         $result[0].Arguments.Count | Should -Be 1
        #         $result[0].Arguments[0] | Should -Be 'I am a string'
        #     }

        #     $testParams = @{ MyKey = 'MyValue' }
        #     It 'Allows the use of a "Parameters" key in the dictionary' {
        #         $result = @(Find-RSpecTestFile @{ Path = 'TestDrive:\SomeFile.ps1'; Parameters = $testParams })

        #         $result.Count | Should -Be 1
        #         $result[0].Path | Should -Be 'TestDrive:\SomeFile.ps1'

        #         $result[0].Parameters.PSBase.Count | Should -Be 1
        #         $result[0].Parameters['MyKey'] | Should -Be 'MyValue'
        #     }

        #     It 'Allows the use of a "params" key in the dictionary' {
        #         $result = @(Find-RSpecTestFile @{ Path = 'TestDrive:\SomeFile.ps1'; params = $testParams })

        #         $result.Count | Should -Be 1
        #         $result[0].Path | Should -Be 'TestDrive:\SomeFile.ps1'

        #         $result[0].Parameters.PSBase.Count | Should -Be 1
        #         $result[0].Parameters['MyKey'] | Should -Be 'MyValue'
        #     }

        #     It 'Allows to pass test script string' {
        #         $result = @(Find-RSpecTestFile @{ Script = "Test script string" })

        #         $result.Count | Should -Be 1
        #         $result[0].Script | Should -Be "Test script string"

        #         $result[0].Path | Should -BeNullOrEmpty
        #         $result[0].Parameters | Should -BeNullOrEmpty
        #         $result[0].Arguments |  Should -BeNullOrEmpty
        #     }

        # It 'Throws an error if no Path is specified' {
        #     { Find-RSpecTestFile @{} } | Should -Throw
        # }

        # It 'Throws an error if a Parameters key is used, but does not contain an IDictionary object' {
        #     { Find-RSpecTestFile @{ P = 'P'; Params = 'A string' } } | Should -Throw
        # }
        #}
    }
}

Describe 'Set-StrictMode for all tests files' {
    It 'Pester tests files start with explicit declaration of StrictMode set to Latest' {

        $files = Get-ChildItem $PSScriptRoot\../tst/ -Include *.Tests.ps1 -Recurse

        $UnstrictTests = @(
            foreach ($file in $files) {
                $lines = [System.IO.File]::ReadAllLines($file.FullName)
                $lineCount = $lines.Count
                if ($lineCount -lt 3) {
                    $linesToRead = $lineCount
                }
                else {
                    $linestoRead = 3
                }
                $n = 0
                for ($i = 0; $i -lt $linestoRead; $i++) {
                    if ($lines[$i] -match '^\s*Set-StrictMode\s+-Version\s+Latest') {
                        $n++
                    }
                }
                if ( $n -eq 0 ) {
                    $file.FullName
                }
            }
        )
        if ($UnstrictTests.Count -gt 0) {
            throw "The following $($UnstrictTests.Count) tests files doesn't contain strict mode declaration in the first three lines: $([System.Environment]::NewLine)$([System.Environment]::NewLine)$($UnstrictTests -join "$([System.Environment]::NewLine)")"
        }
    }
}

InModuleScope -ModuleName Pester {
    Describe "Contain-AnyStringLike" {

        It 'Given a filter <filter> that does not match any items in collection <collection> it returns $false' -TestCases @(
            @{ Filter = "Unit"; Collection = "Integration" }
            @{ Filter = "*Unit*"; Collection = "Integration" }
            @{ Filter = "*Unit*", "IntegrationTest"; Collection = "Integration" }
            @{ Filter = "Unit"; Collection = "Low", "Medium", "High" }
            @{ Filter = "*Unit*"; Collection = "Low", "Medium", "High" }
        ) {
            Contain-AnyStringLike -Filter $Filter -Collection $Collection |
                Should -BeFalse
        }

        It 'Given a filter <filter> that matches one or more items in collection <collection> it returns $true' -TestCases @(
            @{ Filter = "Unit"; Collection = "Unit" }
            @{ Filter = "*Unit*"; Collection = "UnitTest" }
            @{ Filter = "UnitTest", "IntegrationTest"; Collection = "UnitTest" }
            @{ Filter = "Low"; Collection = "Low", "Medium", "High" }
            @{ Filter = "Low", "Medium"; Collection = "Low", "Medium", "High" }
            @{ Filter = "l*"; Collection = "Low", "Medium", "High" }
        ) {
            Contain-AnyStringLike -Filter $Filter -Collection $Collection |
                Should -BeTrue
        }
    }
}
