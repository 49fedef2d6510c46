[Diagnostics.CodeAnalysis.SuppressMessageAttribute('PSUseDeclaredVarsMoreThanAssignments', '')]
param()
BeforeDiscovery {
    # All language directories
    $localizationDir = './src/Locales'

    # Discover all language directories
    $languageDirs = (Get-ChildItem -Path $localizationDir -Directory | Where-Object { $_.Name -ne 'en' }).FullName

    # Get all source code files recursively from the specified directory
    $sourceFiles = (Get-ChildItem -Path './src' -Recurse -Include *.ps1, *.psm1).FullName
    Import-LocalizedData -BindingVariable LanguageOfReference -BaseDirectory $localizationDir -FileName 'Pode' -UICulture 'en'
}

BeforeAll {
    # All language directories
    $localizationDir = './src/Locales'
    Import-LocalizedData -BindingVariable PodeLocale -BaseDirectory $localizationDir -FileName 'Pode'
}

Describe 'Localization Check' {
    # Function to extract hashtable keys from a file
    function Export-KeysFromFile {
        param (
            [string]$filePath
        )

        $content = Get-Content -Path $filePath -Raw -Force
        $keys = @()
        $regex = '\$PodeLocale\["([^"]+)"\]|\$PodeLocale\.([a-zA-Z_][a-zA-Z0-9_]*)'
        foreach ($match in [regex]::Matches($content, $regex)) {
            if ($match.Groups[1].Value) {
                $keys += $match.Groups[1].Value
            }
            elseif ($match.Groups[2].Value) {
                $keys += $match.Groups[2].Value
            }
        }
        return $keys
    }

    Describe 'Verify Invalid Hashtable Keys in [<_>]' -ForEach  ($sourceFiles) -AllowNullOrEmptyForEach {
        $keysInFile = Export-KeysFromFile -filePath $_
        It "should find the key '[<_>]' in the hashtable"  -ForEach  ($keysInFile) -AllowNullOrEmptyForEach {
            $PodeLocale.Keys -contains $_ | Should -BeTrue
        }
    }

    It "Check 'throw' is not using a static string in [<_>]" -ForEach  ($sourceFiles) -AllowNullOrEmptyForEach {
        (Get-Content -Path $_ -Raw -Force) -match 'throw\s*["\'']' | Should -BeFalse
    }

    Describe  'Verifying Language [<_>]' -ForEach  ($languageDirs) -AllowNullOrEmptyForEach {
        BeforeAll {
            $content = Import-LocalizedData -FileName 'Pode.psd1' -BaseDirectory $localizationDir -UICulture (Split-Path $_ -Leaf)
        }

        it 'Language resource file exist' {
            Test-Path -Path "$($_)/Pode.psd1" | Should -BeTrue
        }

        it 'Number of entry equal to the [en]' {
            $content.Keys.Count | Should -be $PodeLocale.Count
        }

        It  -Name 'Resource File contains <_>' -ForEach ( $LanguageOfReference.Keys) -AllowNullOrEmptyForEach {
            $content.Keys -contains $_ | Should -BeTrue
        }
    }
}
