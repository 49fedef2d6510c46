/*
 * Copyright 2013-2026, Seqera Labs
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

package nextflow.util

import static java.util.concurrent.Executors.newThreadPerTaskExecutor

import java.util.concurrent.ExecutorService
import java.util.concurrent.ThreadFactory

import groovy.transform.CompileStatic
import groovyx.gpars.scheduler.Pool
/**
 * Thread pool adapter for Java virtual threads
 *
 * @author Paolo Di Tommaso <paolo.ditommaso@gmail.com>
 */
@CompileStatic
class VirtualThreadPool implements Pool {

    private final ExecutorService executor

    VirtualThreadPool(ThreadFactory factory) {
        executor = newThreadPerTaskExecutor(factory)
    }

    @Override
    void resize(int poolSize) {
        throw new UnsupportedOperationException()
    }

    @Override
    void resetDefaultSize() {
        throw new UnsupportedOperationException()
    }

    @Override
    int getPoolSize() {
        return Integer.MAX_VALUE
    }

    void execute(Runnable task) {
        executor.execute(task)
    }

    @Override
    void shutdown() {
        executor.shutdown()
    }

}
