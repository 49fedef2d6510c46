package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Valid PowerShell that tree-sitter-powershell 0.26 reads as ERROR is read a second time: a path
 * written on from a variable ({@code Copy-Item $Source/* $Destination}) and the cased forms of
 * {@code -in} and {@code -notin} ({@code -inotin}, Pode's way of writing it) made every chunk of
 * their functions say {@code has_parse_errors}.
 */
class PowerShellRereadingTest {
    @Test
    void variablePathsAndCasedInOperatorsParse() {
        String script = """
                function Copy-Assets {
                    param([string]$Source, [string]$Destination)
                    Copy-Item $Source/* $Destination -Recurse -Force
                    Import-Module $PSScriptRoot\\lib\\Helpers.psm1 -DisableNameChecking
                    Write-Host "copied"
                }

                function Test-Scheme {
                    param($Scheme)
                    if ($Scheme.Name -inotin @('basic', 'form')) {
                        return $false
                    }
                    return ($Scheme.Type -iin @('header', 'query'))
                }
                """;
        for (int max : new int[] {32, 256}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(max).build()),
                    Source.fromText(script).withPath("src/Assets.ps1"));
            assertThat(chunks).allSatisfy(c -> assertThat(c.metadata()).doesNotContainKey("has_parse_errors"));
            assertThat(chunks).anySatisfy(c -> assertThat(dev.kerf.ChunkMetadata.texts(c.metadata(), "symbols")).contains("Test-Scheme"));
        }
    }
}
