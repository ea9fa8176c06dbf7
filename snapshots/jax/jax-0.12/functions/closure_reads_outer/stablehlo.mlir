module @jit_closure_reads_outer attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>) -> (tensor<i32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<10> : tensor<i32>
    %0 = stablehlo.multiply %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %c_0, %0 : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.add %c_1, %0 : tensor<i32>
    %3 = stablehlo.add %1, %2 : tensor<i32>
    return %3 : tensor<i32>
  }
}
