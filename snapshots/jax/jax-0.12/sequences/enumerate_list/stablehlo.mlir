module @jit_enumerate_list attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<i32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.multiply %c, %arg0 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.add %c_0, %0 : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.multiply %c_1, %arg1 : tensor<i32>
    %3 = stablehlo.add %1, %2 : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.multiply %c_2, %arg2 : tensor<i32>
    %5 = stablehlo.add %3, %4 : tensor<i32>
    return %5 : tensor<i32>
  }
}
